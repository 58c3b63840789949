-- 0046: the reconciliation queue (issue 22, ADR 086). Each difference between a vendor's list
-- (or a payout's outcome) and our record, once per provider, kind and subject, until finance
-- resolves it; and the view the portfolio reads its open count and amount from (ADR 023).
-- Forward-only: never edit once released.
CREATE TABLE "reconciliation_mismatches" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"order_no" text,
	"currency" text NOT NULL,
	"vendor_amount" bigint,
	"our_amount" bigint,
	"vendor_state" text,
	"our_state" text,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolved_by_name" text,
	"resolution" text,
	"approval_id" text,
	CONSTRAINT "reconciliation_mismatches_kind_check" CHECK ("kind" IN ('unmatched_payment', 'amount_differs', 'missing_at_vendor', 'payout_conflict'))
);
CREATE UNIQUE INDEX "reconciliation_mismatches_subject_idx" ON "reconciliation_mismatches" USING btree ("provider", "kind", "subject");
CREATE INDEX "reconciliation_mismatches_open_idx" ON "reconciliation_mismatches" USING btree ("resolved_at", "found_at");

-- The reconciliation module: open mismatches per provider and currency, and the money at stake.
CREATE VIEW "reconciliation_open_mismatches" AS
	SELECT "provider", "currency", count(*)::integer AS "mismatches", sum("amount")::bigint AS "amount"
	FROM "reconciliation_mismatches"
	WHERE "resolved_at" IS NULL
	GROUP BY "provider", "currency";
