DROP INDEX "work_orders_appointment_idx";--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "sent_paise" integer;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "final_paise" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_one_per_appointment" ON "work_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_request_id" ON "work_orders" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "estimate_line_items" DROP COLUMN "advisor_approved";