-- 0023: what a former borrower's deletion request keeps, and until which day (issue 12, ADR 048).
-- The retention module's own record of each term, so its daily sweep can erase the kept records
-- once the term has passed; filled from the deletion requests already carried out.
-- Forward-only: never edit once released.
CREATE TABLE "retention_holds" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	-- The market's calendar day from which the kept records may go (AML record keeping, ADR 044).
	"keep_until" date NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	-- erased: the term passed and the records went; superseded: the borrower came back and borrowed
	-- or applied again, so their records are under the ordinary rules and any later request starts a new term.
	"release" text,
	CONSTRAINT "retention_holds_release_check" CHECK ("release" IN ('erased', 'superseded')),
	CONSTRAINT "retention_holds_released_check" CHECK (("released_at" IS NULL) = ("release" IS NULL))
);
-- The sweep's question: unreleased terms by day.
CREATE INDEX "retention_holds_due_idx" ON "retention_holds" ("keep_until") WHERE "released_at" IS NULL;

INSERT INTO "retention_holds" ("user_id", "keep_until", "held_at")
SELECT DISTINCT ON ("user_id") "user_id", "keep_until", "created_at"
FROM "account_deletion_requests"
WHERE "outcome" = 'done' AND "keep_until" IS NOT NULL
ORDER BY "user_id", "created_at" DESC;
