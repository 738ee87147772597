-- Address search over India Post's directory (the maps provider's embedded default). The words of a
-- pincode's post offices, district and state, dots dropped so that 'H.A.L' is found as 'hal'. Declared
-- IMMUTABLE (array_to_string is only STABLE in general, but fixed for text[]) so that it can be indexed;
-- pg_trgm is not available on PGlite, full-text search is core on both databases.
CREATE FUNCTION "pincode_place_words"("localities" text[], "district" text, "state" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000
  AS $$ SELECT to_tsvector('simple'::regconfig, replace(array_to_string($1, ' ') || ' ' || $2 || ' ' || $3, '.', '')) $$;--> statement-breakpoint
CREATE INDEX "pincode_directory_words_idx" ON "pincode_directory" USING gin (pincode_place_words("localities", "district", "state"));--> statement-breakpoint
CREATE INDEX "pincode_directory_position_idx" ON "pincode_directory" USING btree ("latitude","longitude");
