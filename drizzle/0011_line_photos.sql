CREATE TABLE "line_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_photos_size" CHECK ("line_photos"."width" > 0 and "line_photos"."height" > 0 and "line_photos"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "line_photos" ADD CONSTRAINT "line_photos_line_id_estimate_line_items_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."estimate_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_photos" ADD CONSTRAINT "line_photos_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_photos" ADD CONSTRAINT "line_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_photos_one_per_kind" ON "line_photos" USING btree ("line_id","kind");--> statement-breakpoint
CREATE INDEX "line_photos_order_idx" ON "line_photos" USING btree ("work_order_id");--> statement-breakpoint
ALTER TABLE "estimate_line_items" DROP COLUMN "photo";