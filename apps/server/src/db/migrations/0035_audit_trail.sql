-- 0035: the staff audit trail (issue 22, ADR 073): every staff action, a reveal of an unmasked
-- identity number, document image or phone number included, as one row: who, when, from which
-- address, what, the object, the changed fields before and after (never a secret), the reason
-- and the request id. Rows are chained by hash (audit-fns.ts); the chain head is one locked row,
-- so appends from every instance form one chain with a gap-free seq.
-- Forward-only: never edit once released.

CREATE TABLE "audit_events" (
	-- 1, 2, 3... without gaps: given under the chain head's lock, never by a sequence (which skips on rollback).
	"seq" bigint PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"address" text,
	"request_id" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	-- The changed fields only, never a secret.
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"outcome" text NOT NULL,
	-- The previous row's hash (64 zeros for seq 1), and sha256 of it and this row's canonical JSON.
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_id_unique" UNIQUE ("id"),
	CONSTRAINT "audit_events_actor_kind_check" CHECK ("actor_kind" IN ('staff', 'api-key', 'system')),
	CONSTRAINT "audit_events_outcome_check" CHECK ("outcome" IN ('done', 'refused'))
);
-- The console's searches, each newest first by seq.
CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("actor_id", "seq");
CREATE INDEX "audit_events_object_idx" ON "audit_events" ("object_type", "object_id", "seq");
CREATE INDEX "audit_events_action_idx" ON "audit_events" ("action", "seq");
CREATE INDEX "audit_events_at_idx" ON "audit_events" ("at");

-- The chain's last row: each append locks it FOR UPDATE, inserts the next row and moves it on.
CREATE TABLE "audit_chain_head" (
	"id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_chain_head_one_row_check" CHECK ("id" = 1)
);
INSERT INTO "audit_chain_head" ("id", "seq", "hash") VALUES (1, 0, repeat('0', 64));

-- Append-only, even for the server's own code: an event is never edited or removed, TRUNCATE
-- included (a statement trigger; the test suite never empties this table).
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_chain_head_kept BEFORE DELETE ON "audit_chain_head"
	FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON "audit_chain_head"
	FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();

-- A new event extends the chain exactly: the next seq after the head, linked to the head's hash.
CREATE FUNCTION audit_check_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	head record;
BEGIN
	SELECT "seq", "hash" INTO head FROM "audit_chain_head" WHERE "id" = 1;
	IF NEW."seq" <> head."seq" + 1 OR NEW."prev_hash" <> head."hash" THEN
		RAISE EXCEPTION 'audit event % does not extend the chain head %', NEW."seq", head."seq";
	END IF;
	RETURN NEW;
END $$;
CREATE TRIGGER audit_events_extend_head BEFORE INSERT ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION audit_check_append();

-- The head moves one row forward, onto an event that exists with that hash; never back.
CREATE FUNCTION audit_check_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."id" <> OLD."id" OR NEW."seq" <> OLD."seq" + 1
		OR NOT EXISTS (SELECT 1 FROM "audit_events" WHERE "seq" = NEW."seq" AND "hash" = NEW."hash") THEN
		RAISE EXCEPTION 'the audit chain head moves only onto the next event';
	END IF;
	RETURN NEW;
END $$;
CREATE TRIGGER audit_chain_head_forward BEFORE UPDATE ON "audit_chain_head"
	FOR EACH ROW EXECUTE FUNCTION audit_check_head();
