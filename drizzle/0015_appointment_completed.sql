ALTER TYPE "public"."appointment_status" ADD VALUE 'COMPLETED' BEFORE 'CANCELLED';--> statement-breakpoint
-- Whether an appointment is over (delivered or cancelled), for the partial index below. It compares
-- the label as text because COMPLETED cannot be used as an enum value in the transaction that adds
-- it; IMMUTABLE because the labels of appointment_status are never renamed.
CREATE FUNCTION "appointment_ended"(status "public"."appointment_status") RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT status::text IN ('COMPLETED', 'CANCELLED') $$;--> statement-breakpoint
DROP INDEX "appointments_one_active_per_car";--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_active_per_car" ON "appointments" USING btree ("user_id","vehicle_key") WHERE not appointment_ended("appointments"."status");
