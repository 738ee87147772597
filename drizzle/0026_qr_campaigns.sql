CREATE TYPE "public"."campaign_source" AS ENUM('qr_online_campaign', 'video_offer');--> statement-breakpoint
CREATE TABLE "campaign_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"user_id" uuid,
	"appointment_id" uuid,
	"fee_discount_paise" integer DEFAULT 0 NOT NULL,
	"bill_discount_paise" integer DEFAULT 0 NOT NULL,
	"dropped_reason" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_claims_once_per_car" UNIQUE("campaign_id","registration_number"),
	CONSTRAINT "campaign_claims_one_booking" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"garage_id" uuid NOT NULL,
	"source" "campaign_source" NOT NULL,
	"color" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"value" integer NOT NULL,
	"target" "coupon_target" NOT NULL,
	"max_discount_paise" integer,
	"service_types" text[] DEFAULT '{}' NOT NULL,
	"combines_with_coupons" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"total_limit" integer NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_code_unique" UNIQUE("code"),
	CONSTRAINT "campaigns_value_positive" CHECK ("campaigns"."value" > 0 and ("campaigns"."kind" <> 'PERCENT' or "campaigns"."value" <= 100)),
	CONSTRAINT "campaigns_claimed_within_limit" CHECK ("campaigns"."claimed_count" >= 0 and "campaigns"."claimed_count" <= "campaigns"."total_limit"),
	CONSTRAINT "campaigns_window" CHECK ("campaigns"."valid_from" < "campaigns"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_claims_user_idx" ON "campaign_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaigns_scan_idx" ON "campaigns" USING btree ("source","garage_id","color");