-- 0033: the charge that is a phase's tax on interest (IVA, NG VAT) was stored as component 'fee',
-- which reads as the processing fee (a different charge, booked at payout). It is 'interest_tax'
-- from now on, in the payments' allocations, the payoffs' settlements and any product order of
-- charges a loan's terms snapshot carries (issue 21, ADR 066). 'interest_tax' was never stored,
-- so no primary key collides.
-- Forward-only: never edit once released.
UPDATE "repayment_allocations" SET "component" = 'interest_tax' WHERE "component" = 'fee';
UPDATE "repayment_settlements" SET "component" = 'interest_tax' WHERE "component" = 'fee';
UPDATE "loan_offers" SET "terms" = jsonb_set("terms", '{allocationOrder}', (
	SELECT jsonb_agg(CASE WHEN c = '"fee"'::jsonb THEN '"interest_tax"'::jsonb ELSE c END ORDER BY i)
	FROM jsonb_array_elements("terms" -> 'allocationOrder') WITH ORDINALITY AS a(c, i)
))
WHERE jsonb_typeof("terms" -> 'allocationOrder') = 'array' AND "terms" -> 'allocationOrder' @> '["fee"]'::jsonb;
