-- 0028 (issue 19): what a loan's record on the credit ladder needs (ADR 019), and the borrower's
-- choice carried to the offer with every term it may take (ADR 053).
-- Forward-only: never edit once released.

-- When the loan first went overdue and when it was first rolled over. Both survive a rollover
-- moving the due dates and the loan going back to Repaying, so a late loan never counts as on time.
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

-- The amount and term the borrower chose before applying (null: none chosen, as before 0028).
ALTER TABLE "loan_orders" ADD COLUMN "requested_amount" bigint;
ALTER TABLE "loan_orders" ADD COLUMN "requested_tenure" integer;
-- The products an approval offers, one per term, snapshotted with the decided one (null: offers
-- made before 0028, which offer their own product's terms only). Acceptance makes the chosen
-- term's product the offer's `terms`.
ALTER TABLE "loan_offers" ADD COLUMN "options" jsonb;
