-- Notify-me requests were kept once per contact and city exactly as typed ('Mumbai', 'mumbai' and 'Mumbai.' made three rows),
-- and the no-JS form put the pincode into "source" ('notify-me:pincode=400001'). From here on a request is kept once per
-- contact and pincode when it names a pincode, otherwise once per contact and city key (see cityKeyOf in schema/engagement.ts).
ALTER TABLE "notify_requests" DROP CONSTRAINT "notify_requests_contact_city";--> statement-breakpoint
ALTER TABLE "notify_requests" ADD COLUMN "pincode" text;--> statement-breakpoint
-- The pincode moves out of "source" into its own column; "source" keeps the page name.
UPDATE "notify_requests"
SET "pincode" = substring("source" from ':pincode=([1-9][0-9]{5})$'),
    "source" = nullif(regexp_replace("source", ':pincode=[1-9][0-9]{5}$', ''), '')
WHERE "source" ~ ':pincode=[1-9][0-9]{5}$';--> statement-breakpoint
-- A stored generated column: computed here for every existing row, and by the database for every new one.
ALTER TABLE "notify_requests" ADD COLUMN "city_key" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(regexp_replace(lower("city"), '[-_/,–—]+', ' ', 'g'), '[[:punct:]]+', '', 'g'), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
-- Requests the new rule makes duplicates: the oldest of each stays (ties broken by id), the newer ones go.
DELETE FROM "notify_requests" AS newer
USING "notify_requests" AS older
WHERE newer."contact" = older."contact"
  AND (
    (newer."pincode" IS NOT NULL AND older."pincode" = newer."pincode")
    OR (newer."pincode" IS NULL AND older."pincode" IS NULL AND older."city_key" = newer."city_key")
  )
  AND (older."created_at", older."id") < (newer."created_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_contact_pincode" ON "notify_requests" USING btree ("contact","pincode") WHERE "notify_requests"."pincode" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_contact_city_key" ON "notify_requests" USING btree ("contact","city_key") WHERE "notify_requests"."pincode" is null;
