-- 0007: payout attempts and the double-entry ledger (ADR 017, ADR 018).
-- Depends on 0001 (users) and 0002 (loan_orders). Forward-only: never edit once released.

CREATE TABLE "payout_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_no" text NOT NULL,
	"attempt_no" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_attempts_reference_unique" UNIQUE("reference")
);
CREATE UNIQUE INDEX "payout_attempts_order_attempt_idx" ON "payout_attempts" ("order_id", "attempt_no");
-- One live attempt per order: 50 concurrent triggers make one transfer. Keep in step with LIVE_ATTEMPT_STATES.
CREATE UNIQUE INDEX "payout_attempts_one_live_idx" ON "payout_attempts" ("order_id")
	WHERE state IN ('queued', 'sending', 'pending', 'success');
CREATE INDEX "payout_attempts_state_idx" ON "payout_attempts" ("state", "updated_at");

CREATE TABLE "ledger_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text REFERENCES "loan_orders"("id"),
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reverses_id" text,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_reverses_id_unique" UNIQUE("reverses_id")
);
CREATE INDEX "ledger_transactions_order_id_idx" ON "ledger_transactions" ("order_id");

CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"transaction_id" text NOT NULL REFERENCES "ledger_transactions"("id"),
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL
);
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries" ("transaction_id");
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" ("account");

-- Entries are immutable: a mistake is corrected by a reversing transaction, never an edit.
-- (TRUNCATE, used only by the test suite between tests, is not a row trigger event.)
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger rows are immutable (% on %)', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Each transaction sums to zero, checked at COMMIT (deferred) so its entries can be inserted
-- one by one. The service checks first; this catches a bug that bypasses it.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
		RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
	END IF;
	RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
