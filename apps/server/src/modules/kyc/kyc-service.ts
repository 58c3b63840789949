import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  idTypesOf, maskIdNumber, OrderStatus, type ErrorName, type FinishUploadAllImgRequest, type ImageKind, type MarketId, type OcrResponse, type OrderStatusCode,
  type PhotoCheck, type PhotoKind, type PhotoStatus,
} from '@lendline/domain';
import type { Log } from '../../shared/log.ts';
import type { Db } from '../../db/client.ts';
import type { ImageFacts, KycProvider } from '../../providers/kyc/types.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import { failureFor, fileProblem } from './kyc-fns.ts';
import { deleteApplicant, findIdentity, findImages, replaceImage, saveIdentity, stillChecking, type KycImageRow } from './kyc-repository.ts';
import { brightnessOf, readImageHeader, type ImageProblem } from './image-fns.ts';
import { imageWorker } from './image-worker-client.ts';
import { UPLOADS_PER_BORROWER } from './upload-limits.ts';
import { createPhotoCheck } from './photo-check.ts';
import { createStaffDocuments } from './staff-documents.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { RateLimitService } from '../rate-limit/rate-limit-service.ts';

export interface OrderStep {
  orderNo: string;
  status: OrderStatusCode;
}

/**
 * What the kyc module needs from the application module (whose service owns order
 * statuses): the open order, and moving it past the identity step (IdentityOCR → Addition).
 */
export interface ApplicationSteps {
  currentOrder(userId: string): Promise<OrderStep | null>;
  markIdentityDone(userId: string): Promise<Outcome<OrderStep>>;
  /** The CURP the borrower gave in the personal step (Mexico), which a CURP check must be of. */
  personalOf(userId: string): Promise<{ curp: string | null } | null>;
}

export interface KycDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  /** The non-rotated key of lookup hashes (ADR 091): an ID number's hash must match across SECRET_KEY rotations. */
  fingerprintKey: string;
  storage: FileStorage;
  provider: KycProvider;
  application: ApplicationSteps;
  /** Counts each borrower's uploads (UPLOADS_PER_BORROWER), across instances. */
  rateLimit: RateLimitService;
  /** Each upload's photo-check job is enqueued in the upload's own transaction (ADR 056). */
  jobs: JobEnqueuer;
  /** How long finishing the identity step waits for a photo still being checked (PHOTO_CHECK_WAIT_MS). */
  checkWaitMs: number;
}

export interface UploadAnswer {
  imageId: string;
  width: number;
  height: number;
  bytes: number;
  status: PhotoStatus;
}

const KINDS: readonly ImageKind[] = ['front', 'back', 'face'];
/** How often the finish call looks again at a photo being checked (a check takes tens of milliseconds). */
const CHECK_POLL_MS = 100;
const MISSING: Record<ImageKind, ErrorName> = { front: 'KYC_FRONT_MISSING', back: 'KYC_BACK_MISSING', face: 'KYC_FACE_MISSING' };
const CHECKING: Record<ImageKind, ErrorName> = { front: 'KYC_FRONT_CHECKING', back: 'KYC_BACK_CHECKING', face: 'KYC_FACE_CHECKING' };

function imageProblem(problem: ImageProblem) {
  if (problem === 'type') return fileProblem('VALIDATION_FAILED', 'error.kyc.fileType');
  if (problem === 'pixels') return fileProblem('BODY_TOO_LARGE', 'error.kyc.filePixels');
  return fail('KYC_IMAGE_INVALID');
}

/** Where a photo is, for the screen's "Checking…" and the rejection at the photo. */
function checkOf(row: KycImageRow | undefined): PhotoCheck | null {
  if (!row) return null;
  const status = row.status as PhotoStatus;
  return status === 'rejected' ? { imageId: row.imageId, status, rejection: row.rejection as NonNullable<PhotoCheck['rejection']> } : { imageId: row.imageId, status };
}

export function createKycService(deps: KycDeps) {
  const { db, storage, provider } = deps;

  /**
   * A repayment proof's slip (ADR 038) is still re-encoded while its upload waits: a proof is
   * rare and the staff review needs the file at once. Identity photos go through the job.
   */
  async function prepareImage(bytes: Buffer, kind: PhotoKind): Promise<Outcome<ImageFacts>> {
    const image = await imageWorker.normalize(bytes, kind);
    return image.ok ? ok(image.value) : imageProblem(image.problem);
  }

  /** A checked photo as the identity check reads it: already re-encoded, so only its file is read. */
  async function factsOf(row: KycImageRow): Promise<ImageFacts | null> {
    const jpeg = await storage.get(row.storageKey);
    if (!jpeg) return null;
    // Photos checked before 0032 have no stored brightness.
    return { jpeg, width: row.width, height: row.height, brightness: row.brightness ?? (await brightnessOf(jpeg)) };
  }

  /** Waits up to checkWaitMs for the borrower's photos to leave `checking`; true if none is left. */
  async function checksDone(userId: string): Promise<boolean> {
    const deadline = Date.now() + deps.checkWaitMs;
    for (;;) {
      if (!(await stillChecking(db, userId, KINDS))) return true;
      if (Date.now() >= deadline) return false;
      await sleep(CHECK_POLL_MS);
    }
  }

  return {
    // Staff's borrower view and the referral queue read the photos here (ADR 081).
    ...createStaffDocuments({ db, storage }),

    /** Counts one upload for the borrower before its body is read; false once the minute's budget is spent. */
    admitUpload(userId: string): Promise<boolean> {
      return deps.rateLimit.hit('upload', userId, UPLOADS_PER_BORROWER);
    },

    prepareImage,

    /**
     * One photo (ADR 056): the cheap checks (type by content, dimensions from the header), then
     * the file as received is stored and the photo recorded as `checking` with its photo-check
     * job in the same transaction. Nothing here waits for a decoder, so load never refuses an
     * upload; the check's result reaches the borrower through `/user/curp/ocr`.
     */
    async upload(userId: string, kind: ImageKind, bytes: Buffer): Promise<Outcome<UploadAnswer>> {
      const header = await readImageHeader(bytes);
      if (!header.ok) return imageProblem(header.problem);
      const { width, height, type } = header.value;
      const storageKey = `${randomUUID()}.jpg`;
      await storage.put(storageKey, bytes, type);
      const imageId = randomUUID();
      const row: KycImageRow = {
        userId, kind, imageId, storageKey, byteSize: bytes.length, width, height, recognized: null, createdAt: deps.now(), status: 'checking', rejection: null, brightness: null,
      };
      let replaced: string | undefined;
      try {
        replaced = await db.transaction(async (tx) => {
          const old = await replaceImage(tx, row);
          await deps.jobs.enqueue(tx, 'photoCheck', { key: imageId, payload: { imageId } });
          return old;
        });
      } catch (error) {
        // Not recorded: the upload answers an error and its file must not stay behind.
        await storage.remove(storageKey);
        throw error;
      }
      deps.jobs.nudge();
      // After the commit: a crash here leaves an orphan file, never a row without its file.
      if (replaced) await storage.remove(replaced);
      return ok({ imageId, width, height, bytes: bytes.length, status: 'checking' });
    },

    /** The photo-check job's handler (ADR 056). */
    checkPhoto: createPhotoCheck({ db, storage, provider, images: imageWorker }),

    /** What was read from the borrower's own photos, and where each photo is in its check. */
    async ocr(userId: string): Promise<Outcome<OcrResponse>> {
      const rows = await findImages(db, userId);
      const of = (kind: ImageKind) => rows.find((r) => r.kind === kind);
      const fields = (kind: ImageKind) => {
        const row = of(kind);
        return row?.status === 'checked' && row.recognized ? (JSON.parse(row.recognized) as OcrResponse['front']) : null;
      };
      return ok({
        front: fields('front'),
        back: fields('back'),
        face: of('face')?.status === 'checked',
        checks: { front: checkOf(of('front')), back: checkOf(of('back')), face: checkOf(of('face')) },
      });
    },

    /** HMAC of the verified ID number (as stored), for the duplicate and deny-list checks; null before it. */
    async idNumberHashOf(userId: string): Promise<string | null> {
      return (await findIdentity(db, userId))?.idNumberHash ?? null;
    },

    /** When the identity check last passed; null before it (or after the erasure). A returning borrower's application reuses it while recent (ADR 035). */
    async identityVerifiedAt(userId: string): Promise<Date | null> {
      return (await findIdentity(db, userId))?.verifiedAt ?? null;
    },

    /**
     * Retention (ADR 020): removes the borrower's photos from storage, then their rows and the
     * identity record. Files first: a crash in between leaves rows pointing at nothing, which
     * the next run deletes; never a photo nobody knows about. Idempotent.
     */
    async eraseApplicant(userId: string): Promise<{ images: number }> {
      const rows = await findImages(db, userId);
      for (const row of rows) await storage.remove(row.storageKey);
      await deleteApplicant(db, userId);
      return { images: rows.length };
    },

    /** The spec's order of messages: front, then back ("re-upload the back first"), then face. */
    async finish(userId: string, input: FinishUploadAllImgRequest, log: Log): Promise<Outcome<OrderStep>> {
      if (!idTypesOf(deps.market).includes(input.idType)) return fieldProblem('idType', 'error.kyc.idType');
      const order = await deps.application.currentOrder(userId);
      if (!order) return fail('NO_OPEN_ORDER');
      // Personal information comes first (ADR 010).
      if (order.status === OrderStatus.BasicInfo) return fail('STEP_OUT_OF_ORDER');
      // A CURP check proves the identity of the CURP checked: it must be the one the borrower gave (ADR 029).
      if (input.idType === 'curp' && input.idNumber !== (await deps.application.personalOf(userId))?.curp) {
        return fieldProblem('idNumber', 'error.application.curp.mismatch');
      }

      // A photo still being checked is waited for briefly, then named (ADR 056); a rejected one
      // answers its own rejection at that photo.
      await checksDone(userId);
      const rows = await findImages(db, userId);
      for (const kind of KINDS) {
        const row = rows.find((r) => r.kind === kind);
        if (!row) return fail(MISSING[kind]);
        if (row.status === 'checking') return fail(CHECKING[kind]);
        if (row.status === 'rejected') return fail(row.rejection as ErrorName);
      }
      // The identity check reads the front and the face only: both files at once (on S3, two requests).
      const [idFront, selfie] = await Promise.all((['front', 'face'] as const).map((kind) => factsOf(rows.find((r) => r.kind === kind)!)));
      if (!idFront) return fail(MISSING.front);
      if (!selfie) return fail(MISSING.face);

      const checked = await provider.verifyIdentity({ idType: input.idType, idNumber: input.idNumber, selfie, idFront });
      const masked = maskIdNumber(input.idNumber);
      if (!checked.ok) {
        // Masked: an ID number is personal data and never reaches a log line.
        log.info({ kyc: { provider: provider.name, idType: input.idType, idMasked: masked, reason: checked.reason } }, 'identity check failed');
        return fail(failureFor('identity', checked.reason));
      }
      const idNumberHash = createHmac('sha256', deps.fingerprintKey).update(`${input.idType}|${input.idNumber}`).digest('hex');
      await saveIdentity(db, { userId, idType: input.idType, idNumberMasked: masked, idNumberHash, provider: provider.name, verifiedAt: deps.now() });
      return deps.application.markIdentityDone(userId);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
