-- 0005: the durable job queue (ADR 014). Depends on nothing. Forward-only: never edit once released.

CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
-- Enqueue dedup: INSERT ... ON CONFLICT (queue, key) DO NOTHING.
CREATE UNIQUE INDEX "jobs_queue_key_idx" ON "jobs" ("queue", "key");
-- The claim: due jobs of one queue, oldest first.
CREATE INDEX "jobs_due_idx" ON "jobs" ("queue", "state", "run_at");
