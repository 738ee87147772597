CREATE TYPE "public"."body_type" AS ENUM('HATCHBACK', 'SEDAN', 'SUV');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('PETROL', 'DIESEL', 'CNG', 'LPG', 'EV');--> statement-breakpoint
CREATE TYPE "public"."catalogue_kind" AS ENUM('REPAIR', 'SPA');--> statement-breakpoint
CREATE TYPE "public"."plan_code" AS ENUM('ESSENTIAL', 'ENHANCED');--> statement-breakpoint
CREATE TYPE "public"."slot_type" AS ENUM('SLOT_BOOKING', 'PICK_AND_DROP', 'SELF_DROP');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('CUSTOMER', 'ADVISOR', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('PH', 'NPH');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('CREATED', 'PICKUP_ADDRESS_ADDED', 'PAYMENT_CREATED', 'PAYMENT_FAILED', 'PAYMENT_IN_PROGRESS', 'PAYMENT_CONFIRMED', 'SCHEDULED', 'RESCHEDULED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('CREATED', 'IN_PROGRESS', 'CONFIRMED', 'FAILED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TABLE "garage_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"garage_id" uuid NOT NULL,
	"test_display_name" text
);
--> statement-breakpoint
CREATE TABLE "garage_hours" (
	"garage_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "garage_hours_garage_id_weekday_pk" PRIMARY KEY("garage_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "garage_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"title" text NOT NULL,
	"discount_percentage" integer NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reviewed_on" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"city_slug" text NOT NULL,
	"locality_slug" text NOT NULL,
	"name" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"display_address" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"workshop_code" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 4 NOT NULL,
	"banner_image" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"parts_brands" text[] DEFAULT '{}' NOT NULL,
	"meta_title" text NOT NULL,
	"meta_keywords" text NOT NULL,
	"meta_description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"garage_id" uuid NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"variant_id" integer,
	"vehicle_type" text DEFAULT 'PRIVATE_CAR' NOT NULL,
	"registration_year" smallint,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_vehicles_user_reg" UNIQUE("user_id","registration_number")
);
--> statement-breakpoint
CREATE TABLE "garage_makes" (
	"garage_id" uuid NOT NULL,
	"make_id" integer NOT NULL,
	CONSTRAINT "garage_makes_garage_id_make_id_pk" PRIMARY KEY("garage_id","make_id")
);
--> statement-breakpoint
CREATE TABLE "registered_vehicles" (
	"registration_number" text PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"registration_year" smallint NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_makes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_makes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"body_type" "body_type" NOT NULL,
	CONSTRAINT "vehicle_models_make_slug" UNIQUE("make_id","slug")
);
--> statement-breakpoint
CREATE TABLE "vehicle_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"fuel_type" "fuel_type" NOT NULL,
	CONSTRAINT "vehicle_variants_model_name_fuel" UNIQUE("model_id","name","fuel_type")
);
--> statement-breakpoint
CREATE TABLE "catalogue_item_prices" (
	"garage_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"body_type" "body_type" NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "catalogue_item_prices_garage_id_item_id_body_type_pk" PRIMARY KEY("garage_id","item_id","body_type")
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "catalogue_kind" NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_hours" smallint NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"garage_id" uuid NOT NULL,
	"model_id" integer NOT NULL,
	"fuel_type" "fuel_type" NOT NULL,
	"plan" "plan_code" NOT NULL,
	"offer_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"other_garage_amount" integer NOT NULL,
	"standard_discount" integer NOT NULL,
	CONSTRAINT "package_prices_garage_id_model_id_fuel_type_plan_pk" PRIMARY KEY("garage_id","model_id","fuel_type","plan")
);
--> statement-breakpoint
CREATE TABLE "service_inclusions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"in_essential" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"flow_tag" text NOT NULL,
	"route" text NOT NULL,
	"reward_label" text NOT NULL,
	"position" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_closures" (
	"garage_id" uuid NOT NULL,
	"closed_on" date NOT NULL,
	"reason" text,
	CONSTRAINT "garage_closures_garage_day" UNIQUE("garage_id","closed_on")
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"slot_date" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_reservations_template_date" UNIQUE("template_id","slot_date")
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"slot_type" "slot_type" NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"same_day_service" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"line" text NOT NULL,
	"description" text,
	"house_number" text,
	"locality" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"full_name" text,
	"email" text,
	"user_type" "user_type" DEFAULT 'NPH' NOT NULL,
	"role" "user_role" DEFAULT 'CUSTOMER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"user_id" uuid,
	"status" "appointment_status" DEFAULT 'CREATED' NOT NULL,
	"service_type" text NOT NULL,
	"fulfillment_type" "slot_type" DEFAULT 'PICK_AND_DROP' NOT NULL,
	"pincode" text NOT NULL,
	"source" text NOT NULL,
	"is_app" boolean DEFAULT false NOT NULL,
	"customer_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vehicle_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reward_details" jsonb,
	"pickup_address" jsonb,
	"appointment_date" date,
	"slot_start" time,
	"slot_end" time,
	"same_day_service" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"part_name" text NOT NULL,
	"net_labour_cost" integer DEFAULT 0 NOT NULL,
	"net_part_cost" integer DEFAULT 0 NOT NULL,
	"net_service_cost" integer DEFAULT 0 NOT NULL,
	"advisor_approved" boolean DEFAULT false NOT NULL,
	"customer_approval_status" text DEFAULT 'PENDING' NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"coupon_code" text,
	"status" "payment_status" DEFAULT 'CREATED' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"payin_url" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "timeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"stage" text DEFAULT 'CAR_AT_GARAGE' NOT NULL,
	"welcome_screen_viewed" boolean DEFAULT false NOT NULL,
	"promised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact" text NOT NULL,
	"contact_kind" text NOT NULL,
	"city" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_requests_contact_city" UNIQUE("contact","city")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "garage_codes" ADD CONSTRAINT "garage_codes_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_hours" ADD CONSTRAINT "garage_hours_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_offers" ADD CONSTRAINT "garage_offers_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_reviews" ADD CONSTRAINT "garage_reviews_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pincodes" ADD CONSTRAINT "service_pincodes_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_variant_id_vehicle_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."vehicle_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_makes" ADD CONSTRAINT "garage_makes_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_makes" ADD CONSTRAINT "garage_makes_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_vehicles" ADD CONSTRAINT "registered_vehicles_variant_id_vehicle_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."vehicle_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_variants" ADD CONSTRAINT "vehicle_variants_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_item_prices" ADD CONSTRAINT "catalogue_item_prices_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_item_prices" ADD CONSTRAINT "catalogue_item_prices_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_closures" ADD CONSTRAINT "garage_closures_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_template_id_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."slot_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_line_items" ADD CONSTRAINT "estimate_line_items_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_offers_garage_idx" ON "garage_offers" USING btree ("garage_id");--> statement-breakpoint
CREATE INDEX "garage_reviews_garage_idx" ON "garage_reviews" USING btree ("garage_id");--> statement-breakpoint
CREATE INDEX "garages_city_idx" ON "garages" USING btree ("city");--> statement-breakpoint
CREATE INDEX "garages_landing_idx" ON "garages" USING btree ("city_slug","locality_slug");--> statement-breakpoint
CREATE INDEX "service_pincodes_garage_idx" ON "service_pincodes" USING btree ("garage_id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_user_idx" ON "customer_vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "catalogue_items_kind_idx" ON "catalogue_items" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "slot_templates_garage_idx" ON "slot_templates" USING btree ("garage_id","slot_type");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_garage_date_idx" ON "appointments" USING btree ("garage_id","appointment_date");--> statement-breakpoint
CREATE INDEX "estimate_line_items_order_idx" ON "estimate_line_items" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "timeline_events_order_idx" ON "timeline_events" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_orders_appointment_idx" ON "work_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");