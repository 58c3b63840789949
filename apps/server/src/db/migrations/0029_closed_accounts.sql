-- 0029: a deleted account is closed (issue 19, ADR 044). Its row stays (the order rows and the
-- decision point at it, the fraud checks need its number for a term) but it no longer signs in:
-- the number is free for a new, empty account, so a phone is unique among open accounts only.
-- Forward-only: never edit once released.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";
CREATE UNIQUE INDEX "users_phone_open_idx" ON "users" ("phone") WHERE "deleted_at" IS NULL;
-- A new account finds the closed ones of its number (the 30-day wait after a rejection carries over).
CREATE INDEX "users_phone_idx" ON "users" ("phone");

-- Deletions carried out before this migration, by people who did not come back afterwards (no
-- order started since), close their accounts now; their sessions end. One who came back and
-- applied keeps the account: their records are under the ordinary rules again (ADR 048).
UPDATE "users" u SET "deleted_at" = r."deleted_at"
FROM (SELECT "user_id", max("created_at") AS "deleted_at" FROM "account_deletion_requests" WHERE "outcome" = 'done' GROUP BY "user_id") r
WHERE u."id" = r."user_id"
	AND NOT EXISTS (SELECT 1 FROM "loan_orders" o WHERE o."user_id" = u."id" AND o."created_at" > r."deleted_at");
UPDATE "sessions" s SET "revoked_at" = u."deleted_at", "revoked_reason" = 'closed'
FROM "users" u
WHERE s."user_id" = u."id" AND u."deleted_at" IS NOT NULL AND s."revoked_at" IS NULL;

-- Their number and hashed identifiers now have a term too (a year, for an account that never
-- borrowed; a former borrower's already has the anti-money-laundering one).
INSERT INTO "retention_holds" ("user_id", "keep_until", "held_at")
SELECT u."id", (u."deleted_at" + interval '1 year')::date, u."deleted_at"
FROM "users" u
WHERE u."deleted_at" IS NOT NULL
ON CONFLICT ("user_id") DO NOTHING;
