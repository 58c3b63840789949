import type { ErrorName, ImageKind } from '@lendline/domain';
import type { KycFailureReason } from '../../providers/kyc/types.ts';
import { fieldProblem } from '../../shared/validate-form.ts';

/**
 * Provider failures to the spec's messages (section 8). Unreadable documents ask for a new
 * photo of that side; a face problem asks to redo face recognition; an unknown or mismatched
 * ID is the "identity information" error; operator problems are our fault, not the borrower's.
 */
export function failureFor(step: ImageKind | 'identity', reason: KycFailureReason): ErrorName {
  if (reason === 'unavailable' || reason === 'misconfigured' || reason === 'invalid_response') return 'KYC_PROVIDER_UNAVAILABLE';
  switch (step) {
    case 'front':
      return 'KYC_FRONT_FAILED';
    case 'back':
      return 'KYC_BACK_FAILED';
    case 'face':
      return 'KYC_FACE_FAILED';
    case 'identity':
      return reason === 'face_mismatch' || reason === 'unreadable' ? 'KYC_FACE_FAILED' : 'KYC_IDENTITY_FAILED';
    default: {
      const unknown: never = step;
      throw new Error(`Unknown KYC step ${String(unknown)}`);
    }
  }
}

/** The field the contract names for the one file of an upload (decision 010). */
export const FILE_FIELD = 'file';

/** A rule broken by the upload, answered at the file field by its catalogue key. */
export function fileProblem(error: 'VALIDATION_FAILED' | 'BODY_TOO_LARGE', key: string) {
  return fieldProblem(FILE_FIELD, key, error);
}
