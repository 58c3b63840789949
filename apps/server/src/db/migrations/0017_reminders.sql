-- 0017: reminders (issue 11, ADR 039): every message sent to a borrower about their loan, and
-- the two published read models the reminder sweep selects from: the loans module's schedule of
-- loans being repaid, and the repayments module's amount paid into each phase.
-- Forward-only: never edit once released.

-- One row per message, written before it is sent. `dedupe_key` is what makes each message
-- once across runs, instances and restarts: a reminder is 'reminder:<user>:<market day>' (so
-- a borrower gets one a day), a confirmation '<kind>:<event>' (one per payment or rollover).
-- The text is not kept: it carries the signed repayment link, which lets its holder pay.
CREATE TABLE "reminder_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"kind" text NOT NULL,
	"market_day" date NOT NULL,
	"language" text NOT NULL,
	"pages" integer NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
CREATE UNIQUE INDEX "reminder_messages_dedupe_key_idx" ON "reminder_messages" ("dedupe_key");
-- The sweep's questions: has this borrower had a message today; when was this loan last told it is overdue.
CREATE INDEX "reminder_messages_user_day_idx" ON "reminder_messages" ("user_id", "market_day");
CREATE INDEX "reminder_messages_order_kind_idx" ON "reminder_messages" ("order_id", "kind", "market_day");

-- The loans module's published read model (ADR 023): each phase of the loans being repaid
-- (Repaying 2, Overdued 3; keep in step with STATUS_GROUPS.repayable), with whose loan it is.
CREATE VIEW "repayable_loan_phases" AS
	SELECT o."id" AS "order_id", o."order_no", o."user_id", o."market", o."status",
		p."phase", p."due_date", p."amount"
	FROM "loan_orders" o
	JOIN "loan_phases" p ON p."order_id" = o."id"
	WHERE o."status" IN (2, 3);

-- The repayments module's published read model (ADR 023): what payments and early-payoff
-- settlements have covered of each phase's scheduled amount (principal, interest and fee;
-- penalties are charged on top of the schedule and are left out).
CREATE VIEW "repayment_phases_paid" AS
	SELECT "order_id", "phase", sum("amount")::bigint AS "paid"
	FROM (
		SELECT "order_id", "phase", "amount" FROM "repayment_allocations" WHERE "component" <> 'penalty'
		UNION ALL
		SELECT "order_id", "phase", "amount" FROM "repayment_settlements" WHERE "component" <> 'penalty'
	) AS "covered"
	GROUP BY "order_id", "phase";
