ALTER TABLE "work_orders" ADD COLUMN "promised_stage" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "late_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "work_orders_promised_idx" ON "work_orders" USING btree ("promised_at") WHERE "work_orders"."promised_at" is not null and "work_orders"."late_notified_at" is null;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_promise" CHECK (("work_orders"."promised_at" is null) = ("work_orders"."promised_stage" is null));