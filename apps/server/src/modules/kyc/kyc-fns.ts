import type { ErrorName, ImageKind } from '@lendline/domain';
import type { KycFailureReason } from '../../providers/kyc/types.ts';

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

// The upload's file field and its problems, shared with every photo upload (ADR 038).
export { FILE_FIELD, fileProblem } from '../../shared/uploaded-file.ts';
