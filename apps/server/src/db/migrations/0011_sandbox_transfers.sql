-- 0011: the sandbox payout provider keeps its transfers in the database (the sandbox module's
-- table, ADR 023), so a restart during a payout settles instead of leaving it pending.
-- Forward-only: never edit once released.

CREATE TABLE "sandbox_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"account_number" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
