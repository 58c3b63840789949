import type { DocumentFields, IdType } from '@lendline/domain';

/**
 * What the rest of the server knows about identity checks: read a document side, verify an
 * ID number against a selfie. Every vendor's answers are reduced to this vocabulary at its
 * adapter, so the kyc module maps them to the spec's messages in one place.
 */
export type KycFailureReason =
  /** The photo cannot be read (blurred, dark, not a document, no face). */
  | 'unreadable'
  /** The selfie is not the person the ID belongs to. */
  | 'face_mismatch'
  /** The ID number is unknown to the registry, or does not match the document. */
  | 'not_found'
  /** Our credentials are wrong: an operator must act. */
  | 'misconfigured'
  | 'unavailable'
  | 'invalid_response';

export type KycResult<T> = { ok: true; value: T } | { ok: false; reason: KycFailureReason };

export interface ImageFacts {
  /** Re-encoded JPEG, metadata stripped. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** Mean luma, 0 (black) to 255 (white). */
  brightness: number;
}

export interface IdentityCheck {
  idType: IdType;
  /** Normalised; never logged. */
  idNumber: string;
  selfie: ImageFacts;
  idFront: ImageFacts;
}

export interface KycProvider {
  readonly name: string;
  readDocument(side: 'front' | 'back', image: ImageFacts): Promise<KycResult<DocumentFields>>;
  /** Whether the photo shows one usable face. */
  checkFace(image: ImageFacts): Promise<KycResult<true>>;
  verifyIdentity(check: IdentityCheck): Promise<KycResult<{ fullName?: string }>>;
}
