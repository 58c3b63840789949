import { MAX_UPLOAD_BYTES } from '@lendline/domain';
import type { FastifyRequest } from 'fastify';
import { fail, type Outcome } from './outcome.ts';
import { fieldProblem } from './validate-form.ts';

/**
 * The one file of a multipart photo upload (identity photos, repayment proofs): every module
 * that takes a photo reads it here, so the same limits and the same errors apply to each.
 */

/** The field the contract names for the one file of an upload (decision 010). */
export const FILE_FIELD = 'file';

/** A rule broken by the upload, answered at the file field by its catalogue key. */
export function fileProblem(error: 'VALIDATION_FAILED' | 'BODY_TOO_LARGE', key: string) {
  return fieldProblem(FILE_FIELD, key, error);
}

/**
 * Reads the one file part of a multipart upload into memory, at most MAX_UPLOAD_BYTES
 * (smaller than the server-wide multipart limit: a photo never needs more).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Outcome<Buffer>> {
  if (!request.isMultipart()) return fileProblem('VALIDATION_FAILED', 'error.kyc.fileMissing');
  try {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!part || part.fieldname !== FILE_FIELD) {
      part?.file.resume();
      return fileProblem('VALIDATION_FAILED', 'error.kyc.fileMissing');
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) return fileProblem('VALIDATION_FAILED', 'error.kyc.fileMissing');
    return { ok: true, value: bytes };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return fileProblem('BODY_TOO_LARGE', 'error.kyc.fileTooLarge');
    // A body cut short or not multipart after all: the client's fault, not ours.
    if (typeof code === 'string' && code.startsWith('FST_')) return fail('MALFORMED_BODY');
    if (error instanceof Error && /Unexpected end|boundary/i.test(error.message)) return fail('MALFORMED_BODY');
    throw error;
  }
}
