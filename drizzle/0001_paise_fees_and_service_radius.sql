CREATE TABLE "booking_fees" (
	"garage_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "booking_fees_garage_id_service_type_pk" PRIMARY KEY("garage_id","service_type")
);
--> statement-breakpoint
ALTER TABLE "catalogue_item_prices" RENAME COLUMN "price" TO "price_paise";--> statement-breakpoint
ALTER TABLE "package_prices" RENAME COLUMN "offer_price" TO "offer_price_paise";--> statement-breakpoint
ALTER TABLE "package_prices" RENAME COLUMN "amount" TO "amount_paise";--> statement-breakpoint
ALTER TABLE "package_prices" RENAME COLUMN "other_garage_amount" TO "other_garage_amount_paise";--> statement-breakpoint
ALTER TABLE "package_prices" RENAME COLUMN "standard_discount" TO "standard_discount_paise";--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "service_radius_km" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "inspection_item_id" text;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_service_type_service_types_id_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Money is kept in paise from here on: the rupee amounts stored so far become paise.
UPDATE "package_prices" SET "offer_price_paise" = "offer_price_paise" * 100, "amount_paise" = "amount_paise" * 100, "other_garage_amount_paise" = "other_garage_amount_paise" * 100, "standard_discount_paise" = "standard_discount_paise" * 100;--> statement-breakpoint
UPDATE "catalogue_item_prices" SET "price_paise" = "price_paise" * 100;--> statement-breakpoint
-- The inspection priced for "not sure about the issue" is data, not a constant in the screens.
UPDATE "service_types" SET "inspection_item_id" = 'engine-diagnostics' WHERE "id" = 'not_sure_about_issue' AND EXISTS (SELECT 1 FROM "catalogue_items" WHERE "id" = 'engine-diagnostics');--> statement-breakpoint
-- Garages that exist already get the booking fees of docs/decisions/010 (new ones get theirs from the seed or an operator).
INSERT INTO "booking_fees" ("garage_id", "service_type", "amount_paise")
SELECT g."id", s."id", CASE s."id" WHEN 'periodic_service' THEN 19900 WHEN 'specific_repair' THEN 19900 ELSE 9900 END
FROM "garages" g CROSS JOIN "service_types" s
ON CONFLICT DO NOTHING;
