CREATE TABLE "insights_day_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_day_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "insights_day_platforms" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_day_platforms_day_platform_pk" PRIMARY KEY("day","platform")
);
--> statement-breakpoint
CREATE TABLE "insights_day_sources" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_day_sources_day_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "insights_day_visitors" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"visitors" "bytea" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insights_day_visitors_day_scope_pk" PRIMARY KEY("day","scope")
);
--> statement-breakpoint
CREATE TABLE "insights_day_vitals" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"device_class" text NOT NULL,
	"metric" text NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "insights_day_vitals_day_page_type_device_class_metric_pk" PRIMARY KEY("day","page_type","device_class","metric")
);
--> statement-breakpoint
CREATE TABLE "insights_journeys" (
	"anonymous_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"reached" smallint NOT NULL,
	"source" text NOT NULL,
	"platform" text NOT NULL,
	"garage_id" uuid,
	CONSTRAINT "insights_journeys_anonymous_id_started_at_pk" PRIMARY KEY("anonymous_id","started_at")
);
--> statement-breakpoint
CREATE TABLE "insights_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_visitors" (
	"anonymous_id" text PRIMARY KEY NOT NULL,
	"visitor_no" integer GENERATED ALWAYS AS IDENTITY (sequence name "insights_visitors_visitor_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"last_event_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insights_visitors_visitor_no_unique" UNIQUE("visitor_no")
);
--> statement-breakpoint
CREATE INDEX "insights_journeys_started_idx" ON "insights_journeys" USING btree ("started_at");