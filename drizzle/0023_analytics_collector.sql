CREATE TABLE "analytics_dropped" (
	"day" date NOT NULL,
	"write_key_id" integer NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dropped_day_write_key_id_reason_pk" PRIMARY KEY("day","write_key_id","reason")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"received_at" timestamp with time zone NOT NULL,
	"client_at" timestamp with time zone,
	"event_type" text NOT NULL,
	"event_name" text,
	"anonymous_id" text NOT NULL,
	"customer_id" uuid,
	"properties" jsonb NOT NULL,
	"device" text NOT NULL,
	"write_key_id" integer NOT NULL
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
CREATE TABLE "analytics_identities" (
	"anonymous_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_identities_anonymous_id_customer_id_pk" PRIMARY KEY("anonymous_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_write_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"site" text NOT NULL,
	"automation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "analytics_write_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "analytics_dropped" ADD CONSTRAINT "analytics_dropped_write_key_id_analytics_write_keys_id_fk" FOREIGN KEY ("write_key_id") REFERENCES "public"."analytics_write_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_identities" ADD CONSTRAINT "analytics_identities_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_anonymous_idx" ON "analytics_events" USING btree ("anonymous_id");--> statement-breakpoint
CREATE INDEX "analytics_events_customer_idx" ON "analytics_events" USING btree ("customer_id") WHERE "analytics_events"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_identities_customer_idx" ON "analytics_identities" USING btree ("customer_id");