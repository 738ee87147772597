CREATE TABLE "work_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"qc_item" text,
	"passed" boolean,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_updates_shape" CHECK (("work_updates"."kind" = 'HEARTBEAT' and "work_updates"."text" is not null and "work_updates"."qc_item" is null) or ("work_updates"."kind" = 'QC' and "work_updates"."qc_item" is not null and "work_updates"."passed" is not null))
);
--> statement-breakpoint
ALTER TABLE "work_updates" ADD CONSTRAINT "work_updates_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_updates" ADD CONSTRAINT "work_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_updates_order_idx" ON "work_updates" USING btree ("work_order_id","created_at");