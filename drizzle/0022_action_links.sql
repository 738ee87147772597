CREATE TABLE "action_links" (
	"token" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"screen" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_links" ADD CONSTRAINT "action_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_links_one_per_screen" ON "action_links" USING btree ("appointment_id","screen");