CREATE TABLE "appointment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_status" "appointment_status",
	"to_status" "appointment_status",
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"backfilled" boolean DEFAULT false NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointment_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","seq");--> statement-breakpoint
-- Appointments made before events were recorded get their history from their columns (marked
-- backfilled): made, fee paid, picked up, checked in, moved, delivered, cancelled or not handed over.
-- Statuses are compared as text and copied from the row: PostgreSQL refuses a literal of an enum value
-- added earlier in the same transaction (COMPLETED, migration 0015) on a fresh database.
INSERT INTO "appointment_events" ("appointment_id", "type", "from_status", "to_status", "actor_kind", "actor_id", "facts", "occurred_at", "backfilled")
SELECT "appointment_id", "type", NULL, "to_status", "actor_kind", "actor_id", "facts", "occurred_at", true FROM (
  SELECT a."id" AS "appointment_id", 'created' AS "type", 'CREATED'::"appointment_status" AS "to_status", 'customer' AS "actor_kind", a."user_id" AS "actor_id",
    jsonb_build_object('service_type_id', a."service_type_id", 'fulfillment_type', a."fulfillment_type", 'source', a."source") AS "facts", a."created_at" AS "occurred_at", 1 AS "rank"
  FROM "appointments" a
  UNION ALL
  SELECT p."appointment_id", 'paid', NULL::"appointment_status", 'gateway', NULL, jsonb_build_object('amount_paise', p."amount_paise"), p."captured_at", 2
  FROM "payments" p WHERE p."purpose" = 'FEE' AND p."status" = 'CONFIRMED' AND p."captured_at" IS NOT NULL
  UNION ALL
  SELECT a."id", 'rescheduled', a."status", 'customer', a."user_id",
    jsonb_build_object('slot_date', a."appointment_date"::text, 'slot_start', a."slot_start"::text, 'slot_end', a."slot_end"::text),
    coalesce((SELECT max(b."confirmed_at") FROM "bookings" b WHERE b."appointment_id" = a."id"), a."updated_at"), 3
  FROM "appointments" a WHERE a."status"::text = 'RESCHEDULED' AND a."appointment_date" IS NOT NULL
  UNION ALL
  SELECT a."id", 'pickup_started', NULL::"appointment_status", 'advisor', NULL, '{}'::jsonb, a."pickup_started_at", 4
  FROM "appointments" a WHERE a."pickup_started_at" IS NOT NULL
  UNION ALL
  SELECT a."id", 'checked_in', NULL::"appointment_status", 'advisor', w."opened_by", jsonb_build_object('order_id', w."id"), a."checked_in_at", 5
  FROM "appointments" a JOIN "work_orders" w ON w."appointment_id" = a."id" WHERE a."checked_in_at" IS NOT NULL
  UNION ALL
  SELECT a."id", 'delivered', a."status", 'advisor', NULL, jsonb_build_object('order_id', w."id"),
    coalesce((SELECT max(t."created_at") FROM "timeline_events" t WHERE t."work_order_id" = w."id" AND t."stage" = 'CAR_DELIVERED'), a."updated_at"), 6
  FROM "appointments" a JOIN "work_orders" w ON w."appointment_id" = a."id" WHERE a."status"::text = 'COMPLETED'
  UNION ALL
  SELECT a."id",
    CASE WHEN a."cancel_reason" = 'The car was not handed over at the booked time, so the booking was closed' THEN 'no_show' ELSE 'cancelled' END,
    a."status",
    CASE WHEN a."cancel_reason" = 'The car was not handed over at the booked time, so the booking was closed' THEN 'advisor' ELSE 'customer' END,
    NULL,
    jsonb_build_object('reason', a."cancel_reason", 'refund_paise', coalesce((SELECT sum(r."amount_paise") FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id" WHERE r."appointment_id" = a."id" AND p."purpose" = 'FEE'), 0)),
    coalesce(a."cancelled_at", a."updated_at"), 7
  FROM "appointments" a WHERE a."status"::text = 'CANCELLED'
) AS "history"
ORDER BY "occurred_at", "rank";
