-- 0053: repayment by bank USSD code (issue 24, ADR 104). A USSD charge is a repayment
-- reference of kind 'ussd' whose payable text is the code to dial; the reminder SMS reads the
-- order's latest one, so references are found by order and kind.
-- Forward-only: never edit once released.

CREATE INDEX "repayment_references_order_kind_idx" ON "repayment_references" ("order_id", "kind", "created_at");
