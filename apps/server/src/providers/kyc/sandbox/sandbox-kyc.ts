import type { KycProvider } from '../types.ts';

/**
 * The default provider: no vendor, deterministic answers, and documented triggers so every
 * failure message can be reached by hand and by tests (README and CONFIG.md list them):
 * - a photo whose mean brightness is below DARK_BELOW (e.g. a photo of a covered lens)
 *   fails recognition: front/back → recognition failed, face → face recognition failed;
 * - an ID number ending in 0000 is unknown → identity information error;
 * - an ID number ending in 9999 does not match the selfie → face recognition failed.
 * Anything else passes, with fixed fields.
 */
export const DARK_BELOW = 24;

export function createSandboxKyc(): KycProvider {
  return {
    name: 'sandbox',
    async readDocument(side, image) {
      if (image.brightness < DARK_BELOW) return { ok: false, reason: 'unreadable' };
      return side === 'front'
        ? { ok: true, value: { fullName: 'ADA SANDBOX OBI', birthDate: '1990-01-01' } }
        : { ok: true, value: { expiryDate: '2031-12-31' } };
    },
    async checkFace(image) {
      return image.brightness < DARK_BELOW ? { ok: false, reason: 'unreadable' } : { ok: true, value: true };
    },
    async verifyIdentity(check) {
      if (check.idNumber.endsWith('0000')) return { ok: false, reason: 'not_found' };
      if (check.idNumber.endsWith('9999')) return { ok: false, reason: 'face_mismatch' };
      return { ok: true, value: { fullName: 'ADA SANDBOX OBI' } };
    },
  };
}
