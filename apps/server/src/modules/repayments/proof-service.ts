import { randomUUID } from 'node:crypto';
import {
  marketDate, proofAmountMinor, PROOF_CHANNELS, type MarketId, type Proof, type ProofListResponse, type SaveProofRequest, type StaffProofReview,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { KycService } from '../kyc/kyc-service.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import { answerByOf, isCalendarDay, paidAtOf, PENDING_PAGE, PROOF_PROVIDER, proofView } from './proof-fns.ts';
import {
  findImage, findOwnImage, findProof, findProofByImage, insertProof, insertProofImage, lockProof, markReviewed, pendingProofs, proofsOfOrder, type ProofRow,
} from './proof-repository.ts';
import { owedNow } from './owed.ts';
import { insertReference } from './reference-repository.ts';
import type { Receipt, RepaymentsService } from './repayments-service.ts';

export interface ProofsDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  storage: FileStorage;
  /** The identity photos' pipeline and upload budget, which every photo the server takes goes through (ADR 011, 027). */
  images: Pick<KycService, 'admitUpload' | 'prepareImage'>;
  loans: Pick<LoansService, 'ownLoanForRepayment' | 'loanForRepayment'>;
  /** The one way money in is recorded, allocated and posted (ADR 032), inside the review's transaction. */
  repayments: Pick<RepaymentsService, 'receivePaymentIn'>;
  /** The message centre: a rejection is told there too, in the review's transaction (ADR 047). */
  inbox: InboxRecorder;
  /** The staff audit trail: each review is recorded in its own transaction (ADR 077). */
  audit: AuditRecorder;
}

export type ProofsService = ReturnType<typeof createProofsService>;

/**
 * Repayment proofs (issue 11, ADR 038). A borrower photographs a slip for money no channel has
 * shown and says what it shows; staff approve it, which pays it in exactly as a provider's
 * payment would (provider 'proof', the proof id as reference: once, however often approved),
 * or reject it with a reason the borrower reads. Everything is scoped by the borrower: another
 * borrower's order, proof or photo is NOT_FOUND.
 */
export function createProofsService(deps: ProofsDeps) {
  const { db, now, storage, loans } = deps;

  type Decision = { state: 'approved' | 'rejected'; staffName: string; reason: string | null; receipt?: Receipt };

  /** One review in one transaction, under the proof's row lock; `decide` runs in it. */
  async function review(proofId: string, context: AuditContext, decide: (proof: ProofRow, tx: Executor) => Promise<Decision>) {
    return db.transaction(async (tx) => {
      const proof = await lockProof(tx, proofId);
      if (!proof) return fail('NOT_FOUND');
      // A second review, or two at once (the second waits on the row lock): nothing changes.
      if (proof.state !== 'pending') return fail('PROOF_REVIEWED', { proofId, state: proof.state });
      const decision = await decide(proof, tx);
      const reviewedAt = now();
      await markReviewed(tx, proof.id, { state: decision.state, reviewedBy: decision.staffName, reviewedAt, rejectReason: decision.reason });
      await deps.audit.record(tx, {
        ...context, action: decision.state === 'approved' ? 'proof.approve' : 'proof.reject', object: { type: 'repayment_proof', id: proof.id },
        before: { state: proof.state }, after: { state: decision.state, amount: proof.amount, currency: proof.currency },
        ...(decision.reason ? { reason: decision.reason } : {}),
      });
      return ok({ ...proofView({ ...proof, state: decision.state, reviewedBy: decision.staffName, reviewedAt, rejectReason: decision.reason }), ...(decision.receipt ? { receipt: decision.receipt } : {}) });
    });
  }

  return {
    /** Counts one upload against the borrower's photo budget, shared with the identity photos (ADR 027). */
    admitUpload: (userId: string) => deps.images.admitUpload(userId),

    /** `/repay/upload/user/voucher`: the slip's photo, through the identity photos' pipeline, kept for the proof to come. */
    async upload(userId: string, bytes: Buffer): Promise<Outcome<{ imageId: string; width: number; height: number; bytes: number }>> {
      const image = await deps.images.prepareImage(bytes, 'proof');
      if (!image.ok) return image;
      const { jpeg, width, height } = image.value;
      const storageKey = `${randomUUID()}.jpg`;
      await storage.put(storageKey, jpeg, 'image/jpeg');
      const imageId = randomUUID();
      // After the file: a crash in between leaves an orphan file, never a row without its file.
      await insertProofImage(db, { id: imageId, userId, storageKey, byteSize: jpeg.length, width, height, createdAt: now() });
      return ok({ imageId, width, height, bytes: jpeg.length });
    },

    /** `/repay/save/user/voucher`: saved once per photo; saving the same again answers the first. */
    async save(userId: string, input: SaveProofRequest): Promise<Outcome<Proof>> {
      const loan = await loans.ownLoanForRepayment(db, userId, input.orderNo);
      if (!loan) return fail('NOT_FOUND');
      if (loan.phases.length === 0) return fail('NOT_REPAYABLE');
      if (!(PROOF_CHANNELS[loan.market] as readonly string[]).includes(input.channel)) return fieldProblem('channel', 'error.proof.channel.required');
      if (!isCalendarDay(input.paidOn)) return fieldProblem('paidOn', 'error.proof.paidOn.invalid');
      if (input.paidOn > marketDate(now(), loan.market)) return fieldProblem('paidOn', 'error.proof.paidOn.future');
      // Money sent before the loan existed cannot have repaid it: a mistyped date, or another debt.
      const start = loan.pricing?.figures.startDate;
      if (start && input.paidOn < start) return fieldProblem('paidOn', 'error.proof.paidOn.beforeLoan');
      const image = await findOwnImage(db, userId, input.imageId);
      if (!image) return fieldProblem('imageId', 'error.proof.image.unknown');

      const id = randomUUID();
      const inserted = await insertProof(db, {
        id, userId, orderId: loan.orderId, imageId: image.id, amount: proofAmountMinor(input.amount, loan.currency), currency: loan.currency,
        paidOn: input.paidOn, channel: input.channel, reference: input.reference, state: 'pending', createdAt: now(),
      });
      const saved = inserted ? await findProof(db, id) : await findProofByImage(db, image.id);
      // The photo already belongs to a proof of another order: it is not this one's to reuse.
      if (!saved || saved.orderId !== loan.orderId) return fieldProblem('imageId', 'error.proof.image.unknown');
      return ok(proofView(saved));
    },

    /** `/repay/get/voucher/list`: the order's proofs, newest first, each with its state and the 48-hour promise. */
    async list(userId: string, orderNo: string): Promise<Outcome<ProofListResponse>> {
      const loan = await loans.ownLoanForRepayment(db, userId, orderNo);
      if (!loan) return fail('NOT_FOUND');
      return ok({ orderNo: loan.orderNo, proofs: (await proofsOfOrder(db, loan.orderId)).map(proofView) });
    },

    /** `/repay/voucher/image`: the borrower's own photo, and nobody else's. */
    async ownImage(userId: string, imageId: string): Promise<Outcome<{ dataUrl: string }>> {
      const image = await findOwnImage(db, userId, imageId);
      const bytes = image ? await storage.get(image.storageKey) : null;
      if (!bytes) return fail('NOT_FOUND');
      return ok({ dataUrl: `data:image/jpeg;base64,${bytes.toString('base64')}` });
    },

    /**
     * Staff: the oldest pending proofs, with their order number, when an answer is due, and the
     * loan's figures today, which the reviewer compares with the slip (issue 22).
     */
    async pending() {
      const rows = await pendingProofs(db, PENDING_PAGE);
      return Promise.all(
        rows.map(async (row) => {
          const loan = await loans.loanForRepayment(db, row.orderId);
          const owed = loan ? await owedNow(db, loan, marketDate(now(), loan.market)) : null;
          return {
            ...proofView(row),
            userId: row.userId,
            orderNo: loan?.orderNo ?? null,
            overdueAnswer: answerByOf(row.createdAt).getTime() < now().getTime(),
            loan: loan && owed ? { currency: loan.currency, totalRepayable: loan.totalRepayable, outstanding: owed.outstanding, dueNow: owed.dueNow, nextDueDate: owed.nextDueDate } : null,
          };
        }),
      );
    },

    /** Staff: the photo of any proof, as stored (JPEG without metadata). */
    async staffImage(proofId: string, context: AuditContext): Promise<Buffer | null> {
      const proof = await findProof(db, proofId);
      const image = proof ? await findImage(db, proof.imageId) : null;
      const bytes = image ? await storage.get(image.storageKey) : null;
      // A borrower's document shown to staff: which one and to whom, never its bytes (issue 22).
      if (bytes) await deps.audit.recordReveal(db, context, { type: 'repayment_proof', id: proofId, field: 'documentImage' });
      return bytes;
    },

    /**
     * Staff approve: under the proof's row lock, its money is paid in through the one way in,
     * allocated to the loan as any channel's payment (or credit, if the loan was since paid).
     * The reference is recorded first, as for any reference of ours (ADR 034).
     */
    approve(proofId: string, by: StaffProofReview & { staffName: string }, context: AuditContext) {
      return review(proofId, context, async (proof, tx) => {
        await insertReference(tx, {
          reference: `${PROOF_PROVIDER}:${proof.id}`, provider: PROOF_PROVIDER, kind: 'proof', channel: PROOF_PROVIDER,
          userId: proof.userId, orderId: proof.orderId, amount: proof.amount, currency: proof.currency, createdAt: now(),
        });
        const paidAt = paidAtOf(proof.paidOn, deps.market, now()).toISOString();
        const receipt = await deps.repayments.receivePaymentIn(tx, PROOF_PROVIDER, {
          providerReference: proof.id, amount: proof.amount, currency: proof.currency, paidAt, target: { kind: 'reference', reference: proof.id },
        });
        return { state: 'approved', staffName: by.staffName, reason: null, receipt };
      });
    },

    /**
     * Staff reject, with the reason the borrower reads on their list and in a message (issue 19):
     * a borrower who sent a slip and waits for it must not have to go looking for the answer.
     */
    reject(proofId: string, by: StaffProofReview & { reason: string; staffName: string }, context: AuditContext) {
      return review(proofId, context, async (proof, tx) => {
        const orderNo = (await loans.loanForRepayment(tx, proof.orderId))?.orderNo ?? null;
        await deps.inbox.record(tx, {
          key: `proof_rejected:${proof.id}`, userId: proof.userId, orderId: proof.orderId, orderNo, at: now(),
          params: { kind: 'proof_rejected', currency: proof.currency, amount: proof.amount, paidOn: proof.paidOn, reason: by.reason },
        });
        return { state: 'rejected', staffName: by.staffName, reason: by.reason };
      });
    },
  };
}
