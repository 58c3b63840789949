-- 0010: the loans module's published read model of each borrower's orders (ADR 023), which
-- the retention sweep reads instead of loan_orders itself; and the version of each job's
-- payload (ADR 022). Forward-only: never edit once released.

-- Statuses 8 and 9 are STATUS_GROUPS.endedWithoutLoan (Cancel, Reject); a test checks the
-- migrated view names exactly that group.
CREATE VIEW "borrower_order_history" AS
	SELECT "user_id",
		max("updated_at") AS "last_change_at",
		bool_and("status" IN (8, 9)) AS "ended_without_loan"
	FROM "loan_orders"
	GROUP BY "user_id";

-- Jobs queued before versions existed carry version 1, the shape their handlers read today.
ALTER TABLE "jobs" ADD COLUMN "payload_version" integer NOT NULL DEFAULT 1;
