CREATE TABLE "service_reminder_sends" (
	"reminder_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reminder_sends_once" PRIMARY KEY("reminder_id","due_date","kind")
);
--> statement-breakpoint
CREATE TABLE "service_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_key" text NOT NULL,
	"registration_number" text,
	"appointment_id" uuid NOT NULL,
	"garage_id" uuid NOT NULL,
	"service_type_id" text NOT NULL,
	"last_service_date" date NOT NULL,
	"next_service_date" date NOT NULL,
	"rule_service_date" date NOT NULL,
	"operation_by" text NOT NULL,
	"turned_off" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicle_makes" ADD COLUMN "service_km" integer;--> statement-breakpoint
ALTER TABLE "vehicle_makes" ADD COLUMN "service_months" smallint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "service_reminder_sends" ADD CONSTRAINT "service_reminder_sends_reminder_id_service_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."service_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminder_sends" ADD CONSTRAINT "service_reminder_sends_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_reminders_one_per_car" ON "service_reminders" USING btree ("user_id","vehicle_key");--> statement-breakpoint
CREATE INDEX "service_reminders_appointment_idx" ON "service_reminders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "service_reminders_due_idx" ON "service_reminders" USING btree ("next_service_date") WHERE not "service_reminders"."turned_off";--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_odometer" CHECK ("work_orders"."odometer_km" is null or "work_orders"."odometer_km" between 0 and 2000000);--> statement-breakpoint
-- The makers' intervals (docs/decisions/057) for a database seeded before them; a new one gets them from the seed.
UPDATE "vehicle_makes" SET "service_km" = 10000, "service_months" = 12 WHERE "slug" IN ('maruti-suzuki', 'hyundai', 'tata');--> statement-breakpoint
UPDATE "vehicle_makes" SET "service_km" = 10000, "service_months" = 6 WHERE "slug" = 'honda';
