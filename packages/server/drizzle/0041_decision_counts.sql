CREATE TABLE "decision_counts" (
	"decided_day" integer NOT NULL,
	"ulb_id" integer NOT NULL,
	"application_type" text NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"days_taken" integer DEFAULT 0 NOT NULL,
	"in_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "decision_counts_decided_day_ulb_id_application_type_pk" PRIMARY KEY("decided_day","ulb_id","application_type")
);
