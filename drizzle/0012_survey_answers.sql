CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"answered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_answers_work_order_id_unique" UNIQUE("work_order_id"),
	CONSTRAINT "survey_answers_score" CHECK ("survey_answers"."score" between 0 and 10),
	CONSTRAINT "survey_answers_comment" CHECK (char_length("survey_answers"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;