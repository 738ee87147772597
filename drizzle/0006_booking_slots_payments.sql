CREATE TYPE "public"."booking_status" AS ENUM('HELD', 'CONFIRMED', 'EXPIRED', 'RELEASED', 'MOVED');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('PENDING', 'PROCESSED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."callback_status" AS ENUM('REQUESTED', 'CALLED');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('PERCENT', 'FLAT');--> statement-breakpoint
CREATE TYPE "public"."coupon_target" AS ENUM('FEE', 'SERVICE');--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holiday_on" date NOT NULL,
	"name" text NOT NULL,
	"state" text,
	CONSTRAINT "holidays_day_state" UNIQUE("holiday_on","state")
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"garage_id" uuid NOT NULL,
	"slot_type" "slot_type" NOT NULL,
	"slot_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"same_day_service" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slots_template_day" UNIQUE("template_id","slot_date"),
	CONSTRAINT "slots_taken_within_capacity" CHECK ("slots"."taken" >= 0 and "slots"."taken" <= "slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'HELD' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"garage_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_garage_id_financial_year_pk" PRIMARY KEY("garage_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"garage_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_total" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"provider_order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" "refund_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"user_id" uuid,
	"appointment_id" uuid,
	"phone_number" text NOT NULL,
	"preferred_at" timestamp with time zone NOT NULL,
	"note" text,
	"status" "callback_status" DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callback_requests_once" UNIQUE("phone_number","preferred_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_code" text NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"value" integer NOT NULL,
	"target" "coupon_target" NOT NULL,
	"min_amount_paise" integer DEFAULT 0 NOT NULL,
	"max_discount_paise" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"per_customer_limit" integer,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"service_types" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'PERCENT' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."used_count" <= "coupons"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"error_description" text,
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slot_reservations" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "slot_reservations" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'CREATED'::text;--> statement-breakpoint
UPDATE "payments" SET "status" = 'CONFIRMED' WHERE "status" = 'REFUNDED';--> statement-breakpoint
DROP TYPE "public"."payment_status";--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('CREATED', 'IN_PROGRESS', 'CONFIRMED', 'FAILED', 'EXPIRED');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'CREATED'::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."payment_status" USING "status"::"public"."payment_status";--> statement-breakpoint
DROP INDEX "appointments_user_idx";--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_type_id" text;--> statement-breakpoint
UPDATE "appointments" SET "service_type_id" = CASE WHEN "service_type" = 'PERIODIC_MAINTENANCE' THEN 'periodic_service' ELSE 'not_sure_about_issue' END;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "service_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "selection" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "vehicle_key" text;--> statement-breakpoint
UPDATE "appointments" SET "vehicle_key" = 'appointment:' || "id";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "vehicle_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pickup_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_paise" integer;--> statement-breakpoint
UPDATE "payments" SET "amount_paise" = "amount", "fee_paise" = "amount";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "fee_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_template_id_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."slot_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holidays_day_idx" ON "holidays" USING btree ("holiday_on");--> statement-breakpoint
CREATE INDEX "slots_garage_day_idx" ON "slots" USING btree ("garage_id","slot_type","slot_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_appointment" ON "bookings" USING btree ("appointment_id") WHERE "bookings"."status" in ('HELD', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "bookings_holds_due_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "callback_requests_garage_idx" ON "callback_requests" USING btree ("garage_id","preferred_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_code","user_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_active_per_car" ON "appointments" USING btree ("user_id","vehicle_key") WHERE "appointments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_appointment" ON "payments" USING btree ("appointment_id") WHERE "payments"."status" in ('CREATED', 'IN_PROGRESS', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_confirmed_per_appointment" ON "payments" USING btree ("appointment_id") WHERE "payments"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('CREATED', 'IN_PROGRESS', 'FAILED');--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_capacity_positive" CHECK ("slot_templates"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount_paise" >= 0 and "payments"."discount_paise" >= 0 and "payments"."amount_paise" + "payments"."discount_paise" = "payments"."fee_paise");