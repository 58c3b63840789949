-- Why an order was cancelled (ADR 016): declined offer, expired offer, abandoned or expired
-- draft, or a failed payout given up. Orders cancelled before this column existed keep null.
ALTER TABLE loan_orders ADD COLUMN cancel_reason text;
CREATE INDEX loan_orders_idle_drafts_idx ON loan_orders (updated_at) WHERE status IN (5, 6, 11, 12, 17);
