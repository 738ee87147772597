CREATE TABLE "event_reactions" (
	"subscriber" text NOT NULL,
	"event_id" uuid NOT NULL,
	"reacted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reactions_subscriber_event_id_pk" PRIMARY KEY("subscriber","event_id")
);
