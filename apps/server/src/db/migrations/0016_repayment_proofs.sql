-- 0016: repayment proofs (issue 11, ADR 038): a photo of a bank slip or store receipt, what the
-- borrower says it shows, and staff's review. An approved proof is paid in as any channel's
-- payment (provider 'proof', the proof id as its reference), so it is credited once.
-- Forward-only: never edit once released.

-- A photo uploaded for a proof, before and after the proof that uses it is saved.
CREATE TABLE "repayment_proof_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "repayment_proof_images_user_id_idx" ON "repayment_proof_images" ("user_id");

CREATE TABLE "repayment_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"image_id" text NOT NULL REFERENCES "repayment_proof_images"("id"),
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"channel" text NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL DEFAULT 'pending',
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "repayment_proofs_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "repayment_proofs_state_check" CHECK ("state" IN ('pending', 'approved', 'rejected'))
);
-- One proof per photo: saving the same photo twice (a double tap, a retry) finds the first.
CREATE UNIQUE INDEX "repayment_proofs_image_id_idx" ON "repayment_proofs" ("image_id");
CREATE INDEX "repayment_proofs_order_id_idx" ON "repayment_proofs" ("order_id", "created_at");
-- Staff's queue: the pending ones, oldest first.
CREATE INDEX "repayment_proofs_pending_idx" ON "repayment_proofs" ("created_at") WHERE "state" = 'pending';
