-- 0008: credit decisions, the deny list, hashed identifiers for duplicate checks (underwriting,
-- ADR 019) and the erasure log of the retention job (ADR 020).
-- Depends on 0001 (users) and 0002 (loan_orders). Forward-only: never edit once released.

CREATE TABLE "underwriting_decisions" (
	"order_id" text PRIMARY KEY NOT NULL REFERENCES "loan_orders"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"outcome" text NOT NULL,
	"score" integer NOT NULL,
	"credit_limit" bigint,
	"product_id" text,
	"reloan" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"decided_by" text NOT NULL,
	"staff_note" text,
	"decided_at" timestamp with time zone NOT NULL,
	"retry_after" date
);
CREATE INDEX "underwriting_decisions_user_idx" ON "underwriting_decisions" ("user_id", "decided_at");
CREATE INDEX "underwriting_decisions_outcome_idx" ON "underwriting_decisions" ("outcome");

CREATE TABLE "deny_list" (
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deny_list_pk" PRIMARY KEY("kind","value_hash")
);

CREATE TABLE "underwriting_fingerprints" (
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "underwriting_fingerprints_pk" PRIMARY KEY("kind","value_hash","user_id")
);
CREATE INDEX "underwriting_fingerprints_user_idx" ON "underwriting_fingerprints" ("user_id");

CREATE TABLE "retention_erasures" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"covered_until" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone NOT NULL
);
