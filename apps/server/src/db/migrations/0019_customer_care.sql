-- 0019: customer care (issue 12, ADR 044): complaints with a human-readable reference and the
-- date an answer is promised by (FCCPC 2025), and every account deletion request, refused or
-- carried out, with what was erased and what is kept until when.
-- Forward-only: never edit once released.

CREATE TABLE "complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"category" text NOT NULL,
	"text" text NOT NULL,
	"order_no" text,
	"state" text NOT NULL DEFAULT 'received',
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"answer_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "complaints_state_check" CHECK ("state" IN ('received', 'answered', 'closed'))
);
-- What the borrower quotes: unique, so one reference names one complaint.
CREATE UNIQUE INDEX "complaints_reference_idx" ON "complaints" ("reference");
CREATE INDEX "complaints_user_id_idx" ON "complaints" ("user_id", "created_at");
-- Staff's queue: the unanswered ones, oldest first.
CREATE INDEX "complaints_received_idx" ON "complaints" ("created_at") WHERE "state" = 'received';

CREATE TABLE "account_deletion_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	-- refused | done
	"outcome" text NOT NULL,
	-- Why it was refused (the error's name), null when carried out.
	"refusal" text,
	-- The borrower's own words, if any.
	"reason" text,
	-- Comma-separated kinds of personal data erased, and kept (ADR 044).
	"erased" text NOT NULL DEFAULT '',
	"kept" text NOT NULL DEFAULT '',
	-- The day the kept records may be erased (AML record keeping); null when nothing is kept for a term.
	"keep_until" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_deletion_requests_outcome_check" CHECK ("outcome" IN ('refused', 'done'))
);
CREATE INDEX "account_deletion_requests_user_id_idx" ON "account_deletion_requests" ("user_id", "created_at");
