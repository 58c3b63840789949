-- 0018: acceptances of the versioned legal texts (issue 12, ADR 043): which terms and privacy
-- version each borrower accepted, when, and where (at registration or at the prompt shown when
-- a newer version is published). Forward-only: never edit once released.
CREATE TABLE "legal_acceptances" (
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	PRIMARY KEY ("user_id", "document", "version")
);
