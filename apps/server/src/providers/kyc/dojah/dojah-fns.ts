import type { IdentityCheck, KycResult } from '../types.ts';

export interface DojahSettings {
  appId: string;
  secretKey: string;
  /** https://api.dojah.io (production) or https://sandbox.dojah.io. */
  baseUrl: string;
}

export interface DojahRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Dojah's documented identity calls (docs.dojah.io, "Verify NIN with selfie image" and
 * "Selfie photo ID verification"): a NIN is looked up in the NIMC register and its enrolment
 * photo matched with the selfie; other documents (voter's card, driver's licence, passport)
 * are matched photo-to-selfie from the ID front. Images travel as bare base64, without the
 * `data:image/jpeg;base64,` prefix (Dojah's note). The secret goes in `Authorization` as is,
 * not as a Bearer token.
 */
export function dojahVerifyRequest(settings: DojahSettings, check: IdentityCheck): DojahRequest {
  const headers = { AppId: settings.appId, Authorization: settings.secretKey, 'content-type': 'application/json', accept: 'application/json' };
  const selfie = check.selfie.jpeg.toString('base64');
  if (check.idType === 'nin') {
    return { url: `${settings.baseUrl}/api/v1/kyc/nin/verify`, headers, body: JSON.stringify({ nin: check.idNumber, selfie_image: selfie }) };
  }
  return {
    url: `${settings.baseUrl}/api/v1/kyc/photoid/verify`,
    headers,
    body: JSON.stringify({ photoid_image: check.idFront.jpeg.toString('base64'), selfie_image: selfie }),
  };
}

interface DojahEntity {
  first_name?: unknown;
  last_name?: unknown;
  selfie_verification?: { match?: unknown };
  selfie?: { match?: unknown };
}

/** Reduces Dojah's answer to our vocabulary. Their `match` is true from 90 % confidence. */
export function dojahVerifyResult(status: number, text: string): KycResult<{ fullName?: string }> {
  if (status === 401 || status === 403) return { ok: false, reason: 'misconfigured' };
  if (status === 400 || status === 404 || status === 422) return { ok: false, reason: 'not_found' };
  if (status === 429 || status >= 500) return { ok: false, reason: 'unavailable' };
  if (status !== 200) return { ok: false, reason: 'invalid_response' };
  let entity: DojahEntity | undefined;
  try {
    entity = (JSON.parse(text) as { entity?: DojahEntity }).entity;
  } catch {
    return { ok: false, reason: 'invalid_response' };
  }
  const match = entity?.selfie_verification?.match ?? entity?.selfie?.match;
  if (typeof match !== 'boolean') return { ok: false, reason: 'invalid_response' };
  if (!match) return { ok: false, reason: 'face_mismatch' };
  const names = [entity?.first_name, entity?.last_name].filter((n): n is string => typeof n === 'string' && n !== '');
  return { ok: true, value: names.length > 0 ? { fullName: names.join(' ') } : {} };
}
