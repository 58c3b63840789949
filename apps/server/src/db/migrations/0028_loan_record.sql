-- 0028: what a loan's record on the credit ladder needs (issue 19, ADR 019): when it first went
-- overdue and when it was first rolled over. Both survive a rollover moving the due dates and
-- the loan going back to Repaying, so a loan that was late is never counted as on time.
-- Forward-only: never edit once released.
ALTER TABLE "loan_orders" ADD COLUMN "first_overdue_at" timestamp with time zone;
ALTER TABLE "loan_orders" ADD COLUMN "first_rollover_at" timestamp with time zone;

-- Loans serviced before this column: a penalty day charged, a rollover paid after the due date
-- it moved (its days then count from the day paid), or overdue now.
UPDATE "loan_orders" o SET "first_overdue_at" = coalesce(
	(SELECT min(p."charged_at") FROM "loan_penalties" p WHERE p."order_id" = o."id"),
	(SELECT min(e."applied_at") FROM "loan_extensions" e WHERE e."order_id" = o."id" AND e."state" = 'applied' AND e."from_date" > e."current_due_date"),
	CASE WHEN o."status" = 3 THEN o."updated_at" END
);
UPDATE "loan_orders" o SET "first_rollover_at" =
	(SELECT min(e."applied_at") FROM "loan_extensions" e WHERE e."order_id" = o."id" AND e."state" = 'applied');
