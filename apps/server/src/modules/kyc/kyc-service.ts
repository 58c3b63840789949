import { createHmac, randomUUID } from 'node:crypto';
import { idTypesOf, maskIdNumber, OrderStatus, type OrderStatusCode, type FinishUploadAllImgRequest, type ImageKind, type MarketId, type OcrResponse, type PhotoKind } from '@lendline/domain';
import type { Log } from '../../shared/log.ts';
import type { Db } from '../../db/client.ts';
import type { ImageFacts, KycProvider } from '../../providers/kyc/types.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import { failureFor, fileProblem } from './kyc-fns.ts';
import { deleteApplicant, findIdentity, findImage, findImages, replaceImage, saveIdentity } from './kyc-repository.ts';
import { normalizeImage } from './image-fns.ts';
import type { DecodeSlots } from './decode-slots.ts';
import { UPLOADS_PER_BORROWER } from './upload-limits.ts';
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
  secretKey: string;
  storage: FileStorage;
  provider: KycProvider;
  application: ApplicationSteps;
  /** Counts each borrower's uploads (UPLOADS_PER_BORROWER), across instances. */
  rateLimit: RateLimitService;
  /** This instance's image decoders (IMAGE_DECODE_SLOTS), shared by every upload. */
  decodeSlots: DecodeSlots;
}

export interface UploadAnswer {
  imageId: string;
  width: number;
  height: number;
  bytes: number;
}

export function createKycService(deps: KycDeps) {
  const { db, storage, provider } = deps;

  /**
   * The photo pipeline (ADR 011, 027): content sniffing, the pixel limit, upright, resized and
   * re-encoded without metadata, in one of this instance's decode slots. Every photo the server
   * takes passes here (the identity photos, a repayment proof's slip, ADR 038).
   */
  async function prepareImage(bytes: Buffer, kind: PhotoKind): Promise<Outcome<ImageFacts>> {
    const image = await deps.decodeSlots.run(() => normalizeImage(bytes, kind));
    if (image === null) return fail('RATE_LIMITED');
    if (!image.ok) {
      if (image.problem === 'type') return fileProblem('VALIDATION_FAILED', 'error.kyc.fileType');
      if (image.problem === 'pixels') return fileProblem('BODY_TOO_LARGE', 'error.kyc.filePixels');
      return fail('KYC_IMAGE_INVALID');
    }
    return ok(image.value);
  }

  async function loadJpeg(userId: string, kind: ImageKind) {
    const row = await findImage(db, userId, kind);
    const bytes = row ? await storage.get(row.storageKey) : null;
    return bytes ? normalizeImage(bytes, kind) : null;
  }

  return {
    /** Counts one upload for the borrower before its body is read; false once the minute's budget is spent. */
    admitUpload(userId: string): Promise<boolean> {
      return deps.rateLimit.hit('upload', userId, UPLOADS_PER_BORROWER);
    },

    prepareImage,

    /** One photo: checked by content, re-encoded without metadata, recognised, stored, recorded. */
    async upload(userId: string, kind: ImageKind, bytes: Buffer): Promise<Outcome<UploadAnswer>> {
      const image = await prepareImage(bytes, kind);
      if (!image.ok) return image;
      const facts = image.value;
      const read = kind === 'face' ? await provider.checkFace(facts) : await provider.readDocument(kind, facts);
      if (!read.ok) return fail(failureFor(kind, read.reason));

      const storageKey = `${randomUUID()}.jpg`;
      await storage.put(storageKey, facts.jpeg, 'image/jpeg');
      const imageId = randomUUID();
      const recognized = kind === 'face' ? null : JSON.stringify(read.value);
      const row = { userId, kind, imageId, storageKey, byteSize: facts.jpeg.length, width: facts.width, height: facts.height, recognized, createdAt: deps.now() };
      const replaced = await replaceImage(db, row);
      // After the commit: a crash here leaves an orphan file, never a row without its file.
      if (replaced) await storage.remove(replaced);
      return ok({ imageId, width: facts.width, height: facts.height, bytes: facts.jpeg.length });
    },

    /** What was read from the borrower's own photos. */
    async ocr(userId: string): Promise<Outcome<OcrResponse>> {
      const rows = await findImages(db, userId);
      const fields = (kind: ImageKind) => {
        const row = rows.find((r) => r.kind === kind);
        return row?.recognized ? (JSON.parse(row.recognized) as OcrResponse['front']) : null;
      };
      return ok({ front: fields('front'), back: fields('back'), face: rows.some((r) => r.kind === 'face') });
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

      const idFront = await loadJpeg(userId, 'front');
      if (!idFront?.ok) return fail('KYC_FRONT_MISSING');
      const back = await findImage(db, userId, 'back');
      if (!back) return fail('KYC_BACK_MISSING');
      const selfie = await loadJpeg(userId, 'face');
      if (!selfie?.ok) return fail('KYC_FACE_MISSING');

      const checked = await provider.verifyIdentity({ idType: input.idType, idNumber: input.idNumber, selfie: selfie.value, idFront: idFront.value });
      const masked = maskIdNumber(input.idNumber);
      if (!checked.ok) {
        // Masked: an ID number is personal data and never reaches a log line.
        log.info({ kyc: { provider: provider.name, idType: input.idType, idMasked: masked, reason: checked.reason } }, 'identity check failed');
        return fail(failureFor('identity', checked.reason));
      }
      const idNumberHash = createHmac('sha256', deps.secretKey).update(`${input.idType}|${input.idNumber}`).digest('hex');
      await saveIdentity(db, { userId, idType: input.idType, idNumberMasked: masked, idNumberHash, provider: provider.name, verifiedAt: deps.now() });
      return deps.application.markIdentityDone(userId);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
