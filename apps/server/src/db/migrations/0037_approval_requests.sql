-- 0037: four-eyes requests (issue 22, ADR 076). A money or risk action is asked by one staff
-- member and runs only when a second approves; one pending request per action and object.
-- Forward-only: never edit once released.
CREATE TABLE "approval_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"maker_id" text NOT NULL,
	"maker_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decider_id" text,
	"decider_name" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"result" jsonb,
	"finished_at" timestamp with time zone,
	CONSTRAINT "approval_requests_state_check" CHECK ("state" IN ('pending', 'approved', 'done', 'failed', 'rejected', 'withdrawn'))
);
CREATE UNIQUE INDEX "approval_requests_pending_idx" ON "approval_requests" ("action", "object_type", "object_id") WHERE "state" = 'pending';
CREATE INDEX "approval_requests_state_idx" ON "approval_requests" ("state", "created_at");
