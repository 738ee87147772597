CREATE TABLE "pincode_directory" (
	"pincode" text PRIMARY KEY NOT NULL,
	"localities" text[] NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_makes" ADD COLUMN "mark" text;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "fuel_types" "fuel_type"[] DEFAULT '{PETROL,DIESEL,CNG,LPG,EV}'::fuel_type[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "is_inspection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_inclusions" ADD COLUMN "fuel_types" "fuel_type"[] DEFAULT '{PETROL,DIESEL,CNG,LPG}'::fuel_type[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_inclusions" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Which item is the inspection moves from the service type to the item itself (one per powertrain).
UPDATE "catalogue_items" SET "is_inspection" = true WHERE "id" IN (SELECT "inspection_item_id" FROM "service_types" WHERE "inspection_item_id" IS NOT NULL);--> statement-breakpoint
-- Items and inclusions that only engine cars (or only spark-ignition ones) have.
UPDATE "catalogue_items" SET "fuel_types" = '{PETROL,DIESEL,CNG,LPG}' WHERE "id" IN ('clutch-overhaul', 'engine-diagnostics');--> statement-breakpoint
UPDATE "catalogue_items" SET "fuel_types" = '{PETROL,CNG,LPG}' WHERE "id" = 'spark-plugs';--> statement-breakpoint
UPDATE "service_inclusions" SET "fuel_types" = '{PETROL,CNG,LPG}' WHERE "name" IN ('Spark plug check', 'Fuel filter check');--> statement-breakpoint
UPDATE "service_inclusions" SET "fuel_types" = '{PETROL,DIESEL,CNG,LPG,EV}' WHERE "name" IN ('AC filter cleaning', 'Brake shoes servicing', 'Wheel balancing', 'Wheel alignment', 'Tyre rotation', 'Wiper fluid', 'Brake fluid top up', 'Interior vacuuming', 'Car wash');--> statement-breakpoint
UPDATE "service_inclusions" SET "position" = "id";--> statement-breakpoint
ALTER TABLE "service_types" DROP COLUMN "inspection_item_id";