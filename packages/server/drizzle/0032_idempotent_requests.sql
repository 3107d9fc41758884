CREATE TABLE "idempotent_requests" (
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"status_code" integer,
	"content_type" text,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_requests_scope_idempotency_key_pk" PRIMARY KEY("scope","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_at_idx" ON "idempotent_requests" USING btree ("created_at");