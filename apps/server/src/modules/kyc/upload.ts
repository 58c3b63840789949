import { errorMessage, MAX_UPLOAD_BYTES, type Language } from '@lendline/domain';
import type { FastifyRequest } from 'fastify';
import { fail, type Failure, type Outcome } from '../../shared/outcome.ts';

/** The field the contract names for the one file of an upload (decision 010). */
export const FILE_FIELD = 'file';

/** A rule broken by the upload, answered with the field it belongs to. */
export function fileProblem(name: 'VALIDATION_FAILED' | 'BODY_TOO_LARGE', key: string, lang: Language): Failure {
  return fail(name, { fields: [{ field: FILE_FIELD, message: errorMessage(key, lang) }] });
}

/**
 * Reads the one file part of a multipart upload into memory, at most MAX_UPLOAD_BYTES
 * (smaller than the server-wide multipart limit: an identity photo never needs more).
 */
export async function readUploadedFile(request: FastifyRequest, lang: Language): Promise<Outcome<Buffer>> {
  if (!request.isMultipart()) return fileProblem('VALIDATION_FAILED', 'error.kyc.fileMissing', lang);
  try {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!part || part.fieldname !== FILE_FIELD) {
      part?.file.resume();
      return fileProblem('VALIDATION_FAILED', 'error.kyc.fileMissing', lang);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) return fileProblem('VALIDATION_FAILED', 'error.kyc.fileMissing', lang);
    return { ok: true, value: bytes };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return fileProblem('BODY_TOO_LARGE', 'error.kyc.fileTooLarge', lang);
    // A body cut short or not multipart after all: the client's fault, not ours.
    if (typeof code === 'string' && code.startsWith('FST_')) return fail('MALFORMED_BODY');
    if (error instanceof Error && /Unexpected end|boundary/i.test(error.message)) return fail('MALFORMED_BODY');
    throw error;
  }
}
