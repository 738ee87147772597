CREATE TYPE "public"."payment_purpose" AS ENUM('FEE', 'BILL');--> statement-breakpoint
DROP INDEX "payments_one_live_per_appointment";--> statement-breakpoint
DROP INDEX "payments_one_confirmed_per_appointment";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" "payment_purpose" DEFAULT 'FEE' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_appointment" ON "payments" USING btree ("appointment_id","purpose") WHERE "payments"."status" in ('CREATED', 'IN_PROGRESS', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_confirmed_per_appointment" ON "payments" USING btree ("appointment_id","purpose") WHERE "payments"."status" = 'CONFIRMED';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_has_order" CHECK (("payments"."purpose" = 'BILL') = ("payments"."work_order_id" is not null));