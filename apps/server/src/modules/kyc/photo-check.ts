import { randomUUID } from 'node:crypto';
import type { ImageKind, PhotoRejection } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { KycProvider } from '../../providers/kyc/types.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import type { ImageWorker } from './image-worker-client.ts';
import { failureFor } from './kyc-fns.ts';
import { findImageById, settleImage, type CheckResult } from './kyc-repository.ts';

/** Attempts of one photo check; a provider outage is retried with backoff (1, 2, 4, 8 s) before the borrower is told. */
export const PHOTO_CHECK_ATTEMPTS = 5;

export interface PhotoCheckDeps {
  db: Db;
  storage: FileStorage;
  provider: KycProvider;
  /** The image process (image-worker-client.ts): the pixels are worked on outside the event loop. */
  images: Pick<ImageWorker, 'normalize'>;
}

/**
 * The photo-check job (ADR 056): decode, upright, resize, re-encode without metadata (in the
 * image process, at a lower priority than the answers), then the KYC check of that side or the face. Written once: the result lands only while that
 * photo is still `checking` (settleImage), so a job run twice (its lease ran out after a crash
 * mid-processing) or a job for a photo retaken meanwhile changes nothing. A crash before the
 * write leaves the photo `checking` and the job due again once its lease runs out; at worst a
 * re-encoded file nobody points at stays behind, never a row without its file.
 */
export function createPhotoCheck(deps: PhotoCheckDeps) {
  const { db, storage, provider, images } = deps;

  /** Settles the photo; the file that lost (ours, or the received one once replaced) is removed after. */
  async function settle(imageId: string, received: string, result: CheckResult): Promise<void> {
    const written = await settleImage(db, imageId, result);
    if (written) await storage.remove(received);
    else if (result.status === 'checked') await storage.remove(result.storageKey);
  }

  const reject = (imageId: string, received: string, rejection: PhotoRejection) => settle(imageId, received, { status: 'rejected', rejection });

  return async function checkPhoto(imageId: string, attempt: number): Promise<void> {
    const row = await findImageById(db, imageId);
    // Already checked (a second run), retaken or erased: nothing to do.
    if (row?.status !== 'checking') return;
    const bytes = await storage.get(row.storageKey);
    // Removed by a retake or the erasure after we read the row (the settle below then writes
    // nothing), or lost: either way, never "checking" for ever; the borrower takes it again.
    if (!bytes) return reject(imageId, row.storageKey, 'KYC_IMAGE_INVALID');
    const kind = row.kind as ImageKind;
    let image;
    try {
      image = await images.normalize(bytes, kind);
    } catch (error) {
      // The image process died or stopped answering with this photo in hand (the photo may be
      // what does it): tried again, and after the last attempt the borrower is asked for
      // another photo instead of being left "checking" by a job that gave up.
      if (attempt < PHOTO_CHECK_ATTEMPTS) throw error;
      return reject(imageId, row.storageKey, 'KYC_IMAGE_INVALID');
    }
    if (!image.ok) return reject(imageId, row.storageKey, 'KYC_IMAGE_INVALID');
    const facts = image.value;
    const read = kind === 'face' ? await provider.checkFace(facts) : await provider.readDocument(kind, facts);
    if (!read.ok) {
      const error = failureFor(kind, read.reason);
      // An outage is ours, not the photo's: the job is retried, and only the last attempt tells the borrower.
      if (error === 'KYC_PROVIDER_UNAVAILABLE' && attempt < PHOTO_CHECK_ATTEMPTS) throw new Error(`KYC provider could not check photo (${read.reason})`);
      return reject(imageId, row.storageKey, error as PhotoRejection);
    }
    const storageKey = `${randomUUID()}.jpg`;
    await storage.put(storageKey, facts.jpeg, 'image/jpeg');
    const recognized = kind === 'face' ? null : JSON.stringify(read.value);
    await settle(imageId, row.storageKey, {
      status: 'checked', storageKey, byteSize: facts.jpeg.length, width: facts.width, height: facts.height, brightness: facts.brightness, recognized,
    });
  };
}
