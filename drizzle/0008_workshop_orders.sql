DROP INDEX "work_orders_appointment_idx";--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_one_per_appointment" ON "work_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_request_id" ON "work_orders" USING btree ("request_id");