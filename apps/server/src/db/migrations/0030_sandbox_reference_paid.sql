-- 0030: the sandbox pays a checkout or cash reference once (issue 19). Its "simulate payment"
-- claims the reference here first, in one conditional update, so twenty simultaneous presses
-- (or two instances) record one payment; the others are told it is paid. Always null for a
-- vendor's reference: a real vendor's own system says whether a reference was paid.
-- Forward-only: never edit once released.
ALTER TABLE "repayment_references" ADD COLUMN "sandbox_paid_at" timestamp with time zone;
