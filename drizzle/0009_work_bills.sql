CREATE TABLE "work_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"garage_id" uuid NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"lines" jsonb NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"fee_credit_paise" integer NOT NULL,
	"due_paise" integer NOT NULL,
	"supplier" jsonb,
	"place_of_supply" text,
	"drawn_by" uuid,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"difference_approved_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"paid_via" text,
	"paid_at" timestamp with time zone,
	"paid_recorded_by" uuid,
	CONSTRAINT "work_bills_work_order_id_unique" UNIQUE("work_order_id"),
	CONSTRAINT "work_bills_number_unique" UNIQUE("number"),
	CONSTRAINT "work_bills_total" CHECK ("work_bills"."taxable_paise" + "work_bills"."cgst_paise" + "work_bills"."sgst_paise" + "work_bills"."igst_paise" = "work_bills"."total_paise"),
	CONSTRAINT "work_bills_due" CHECK ("work_bills"."discount_paise" >= 0 and "work_bills"."fee_credit_paise" >= 0 and "work_bills"."due_paise" >= 0 and "work_bills"."total_paise" - "work_bills"."fee_credit_paise" = "work_bills"."due_paise"),
	CONSTRAINT "work_bills_issued_numbered" CHECK (("work_bills"."status" = 'AWAITING_APPROVAL') = ("work_bills"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "work_bills" ADD CONSTRAINT "work_bills_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_bills" ADD CONSTRAINT "work_bills_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_bills" ADD CONSTRAINT "work_bills_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_bills" ADD CONSTRAINT "work_bills_paid_recorded_by_users_id_fk" FOREIGN KEY ("paid_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;