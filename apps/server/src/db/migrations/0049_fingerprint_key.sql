-- 0049: the id of the key the stored fingerprints were made with (issue 23, ADR 091). One row,
-- written at the first start after this migration; a server configured with another
-- FINGERPRINT_KEY refuses to start instead of silently losing duplicate detection.
-- Forward-only: never edit once released.
CREATE TABLE "fingerprint_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fingerprint_key_one_row" CHECK ("id" = 1)
);
