ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "work_bills" DROP CONSTRAINT "work_bills_due";--> statement-breakpoint
ALTER TABLE "invoice_sequences" DROP CONSTRAINT "invoice_sequences_garage_id_financial_year_pk";--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "origin" text DEFAULT 'EXTRA' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "catalogue_item_id" text;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "work_bills" ADD COLUMN "advance_document_id" uuid;--> statement-breakpoint
ALTER TABLE "work_bills" ADD COLUMN "excess_refund_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD COLUMN "series" text DEFAULT 'TAX_INVOICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_garage_id_financial_year_series_pk" PRIMARY KEY("garage_id","financial_year","series");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'RECEIPT_VOUCHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "against_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD CONSTRAINT "estimate_line_items_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_bills" ADD CONSTRAINT "work_bills_advance_document_id_invoices_id_fk" FOREIGN KEY ("advance_document_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_against_id_invoices_id_fk" FOREIGN KEY ("against_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment" ON "invoices" USING btree ("payment_id","kind") WHERE "invoices"."kind" <> 'REFUND_VOUCHER';--> statement-breakpoint
CREATE INDEX "invoices_appointment_idx" ON "invoices" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_unique" UNIQUE("refund_id");--> statement-breakpoint
-- Each refund names the captured gateway payment it returns money to.
UPDATE "refunds" SET "gateway_payment_id" = "payments"."provider_payment_id" FROM "payments" WHERE "payments"."id" = "refunds"."payment_id";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_payment_id_unique" UNIQUE("gateway_payment_id");--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD CONSTRAINT "estimate_line_items_booked" CHECK (("estimate_line_items"."origin" <> 'EXTRA') = ("estimate_line_items"."customer_approval_status" in ('BOOKED', 'REMOVED')));--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD CONSTRAINT "estimate_line_items_removed" CHECK (("estimate_line_items"."customer_approval_status" = 'REMOVED') = ("estimate_line_items"."removed_reason" is not null));--> statement-breakpoint
ALTER TABLE "work_bills" ADD CONSTRAINT "work_bills_due" CHECK ("work_bills"."discount_paise" >= 0 and "work_bills"."fee_credit_paise" >= 0 and "work_bills"."due_paise" >= 0 and "work_bills"."excess_refund_paise" >= 0 and "work_bills"."total_paise" - "work_bills"."fee_credit_paise" = "work_bills"."due_paise");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_voucher" CHECK (("invoices"."kind" = 'REFUND_VOUCHER') = ("invoices"."refund_id" is not null));--> statement-breakpoint
-- The service booked joins the estimate of every car still in the workshop and not yet billed, at the
-- price quoted at booking (new check-ins do this themselves); a bill waiting for the customer is
-- withdrawn, to be drawn up again with it. A car already at no service gets only an inspection it
-- booked (it was done, and is billed); a plan, repairs or spa it never had are not added.
INSERT INTO "estimate_line_items" ("work_order_id", "part_name", "net_service_cost", "customer_approval_status", "origin", "catalogue_item_id", "sent_paise", "created_at")
SELECT "work_orders"."id", "line"->>'name', ("line"->>'amount_paise')::integer, 'BOOKED',
  CASE "appointments"."service_type_id" WHEN 'periodic_service' THEN 'PLAN' WHEN 'specific_repair' THEN 'REPAIR' WHEN 'car_spa_and_cleaning' THEN 'SPA' ELSE 'INSPECTION' END,
  "line"->>'id', ("line"->>'amount_paise')::integer, "work_orders"."created_at"
FROM "work_orders"
JOIN "appointments" ON "appointments"."id" = "work_orders"."appointment_id"
CROSS JOIN LATERAL jsonb_array_elements(coalesce("appointments"."estimate"->'lines', '[]'::jsonb)) AS "line"
WHERE ("work_orders"."stage" IN ('CAR_AT_GARAGE', 'SURVEY', 'ESTIMATE_APPROVAL_PENDING', 'ESTIMATE_COMPLETED', 'REPAIR_IN_PROGRESS', 'QUALITY_CHECK')
    OR ("work_orders"."stage" = 'NO_SERVICE_SELECTED' AND "appointments"."service_type_id" = 'not_sure_about_issue'))
  AND NOT EXISTS (SELECT 1 FROM "work_bills" WHERE "work_bills"."work_order_id" = "work_orders"."id" AND "work_bills"."status" <> 'AWAITING_APPROVAL');--> statement-breakpoint
DELETE FROM "work_bills" WHERE "status" = 'AWAITING_APPROVAL';
