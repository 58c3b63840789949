-- 0040: the read models the portfolio module reads (issue 22, ADR 078), each published by the
-- module that owns its tables (ADR 023), and the indexes that keep the dashboard under 2 s at
-- 1,000,000 loans. Forward-only: never edit once released.

-- The loans module: every loan paid out and not reversed (Repaying 2, Overdue 3, Finish 4), with
-- its first due date. Finish is final: the row's last change is the move to it, so `updated_at`
-- of a finished loan is when it was repaid in full.
CREATE VIEW "portfolio_loans" AS
	SELECT o."id" AS "order_id", o."market", o."status", f."currency", f."principal", f."disbursed_at",
		o."first_overdue_at", CASE WHEN o."status" = 4 THEN o."updated_at" END AS "finished_at",
		p."due_date" AS "first_due_date"
	FROM "loan_orders" o
	JOIN "loan_offers" f ON f."order_id" = o."id"
	JOIN "loan_phases" p ON p."order_id" = o."id" AND p."phase" = 1
	WHERE o."status" IN (2, 3, 4) AND f."disbursed_at" IS NOT NULL;

-- The ledger module: each account's balance, debits and credits per currency, derived (ADR 018).
CREATE VIEW "ledger_account_totals" AS
	SELECT "account", "currency", sum("amount")::bigint AS "balance",
		coalesce(sum("amount") FILTER (WHERE "amount" > 0), 0)::bigint AS "debits",
		coalesce(-sum("amount") FILTER (WHERE "amount" < 0), 0)::bigint AS "credits"
	FROM "ledger_entries"
	GROUP BY "account", "currency";
-- A filter on the account reads its entries alone, from the index (no table visit).
CREATE INDEX "ledger_entries_account_amount_idx" ON "ledger_entries" ("account", "currency", "amount");

-- The repayments module: each payment received, by provider and channel (a reference's channel,
-- or 'account' for a transfer to the borrower's own account at the provider).
CREATE VIEW "repayment_receipts" AS
	SELECT p."id", p."provider", coalesce(r."channel", p."target_kind") AS "channel", p."amount", p."currency",
		p."paid_at", p."outcome"
	FROM "incoming_payments" p
	LEFT JOIN "repayment_references" r ON p."target_kind" = 'reference' AND r."reference" = p."target";
CREATE INDEX "incoming_payments_paid_at_idx" ON "incoming_payments" ("paid_at");

-- The repayments module: principal covered per loan by payments and early-payoff settlements.
CREATE VIEW "repayment_principal_paid" AS
	SELECT "order_id", sum("amount")::bigint AS "principal"
	FROM (
		SELECT "order_id", "amount" FROM "repayment_allocations" WHERE "component" = 'principal'
		UNION ALL
		SELECT "order_id", "amount" FROM "repayment_settlements" WHERE "component" = 'principal'
	) AS "covered"
	GROUP BY "order_id";

-- The underwriting module: each decision's outcome and reasons.
CREATE VIEW "underwriting_outcomes" AS
	SELECT "order_id", "outcome", "reasons", "decided_at" FROM "underwriting_decisions";
CREATE INDEX "underwriting_decisions_decided_at_idx" ON "underwriting_decisions" ("decided_at");

-- The portfolio module: the figures as last computed, one row per market and market day (the
-- day's latest). Computing them reads the whole book; the dashboard answers from here (ADR 078).
CREATE TABLE "portfolio_snapshots" (
	"market" text NOT NULL,
	"market_day" date NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"took_ms" integer NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "portfolio_snapshots_pk" PRIMARY KEY ("market", "market_day")
);

-- The collection rate's denominator: phases by due date.
CREATE INDEX "loan_phases_due_date_idx" ON "loan_phases" ("due_date");
