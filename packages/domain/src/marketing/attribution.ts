/**
 * Where a registration came from (ADR 046): the advert's attribution id (`afid`, a spec storage
 * key and request header) and the usual campaign parameters, first touch only. Pure: the web
 * app cleans what a landing URL carries before keeping it, the server cleans again before
 * storing it, with the same rules.
 */

/** Our field names, and the landing-URL parameters each is read from (the first one present wins). */
export const ATTRIBUTION_PARAMS = {
  afid: ['afid'],
  utmSource: ['utm_source'],
  utmMedium: ['utm_medium'],
  utmCampaign: ['utm_campaign'],
  utmContent: ['utm_content'],
  utmTerm: ['utm_term'],
  // An ad network's click id, whichever network sent it.
  clickId: ['gclid', 'fbclid', 'ttclid'],
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_PARAMS | 'landingPage';
export type Attribution = Partial<Record<AttributionField, string>>;

export const ATTRIBUTION_FIELDS = [...(Object.keys(ATTRIBUTION_PARAMS) as (keyof typeof ATTRIBUTION_PARAMS)[]), 'landingPage'] as const;

/** The landing routes a visitor may arrive on (spec section 2's promotions). */
export const LANDING_PAGES = ['yx1', 'yx2', 'yx2ConfirmBorrow', 'yx3'] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

/** Longest value kept: campaign names and click ids fit; anything longer is not one. */
export const ATTRIBUTION_MAX_LENGTH = 128;
/**
 * Letters, digits, space and the punctuation campaign tools use. No "@" (an e-mail address is
 * personal data, not a campaign) and nothing that could be markup or a query of its own.
 */
const ALLOWED = /^[\p{L}\p{N} ._~+:|-]+$/u;

/**
 * One value as kept, or null when it is not one: trimmed, inner spaces collapsed, at most
 * ATTRIBUTION_MAX_LENGTH characters of the allowed set. A value too long or with another
 * character is dropped whole: a cut id could name someone else's campaign.
 */
export function cleanAttributionValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length === 0 || text.length > ATTRIBUTION_MAX_LENGTH || !ALLOWED.test(text)) return null;
  return text;
}

/**
 * The clean fields of `raw`, or null when none is left. `phone` (the registering borrower's
 * E.164 digits): a value carrying their national number is dropped, so a phone number never
 * lands in the attribution record even if an advert put it in a link.
 */
export function cleanAttribution(raw: Partial<Record<string, unknown>> | null | undefined, phone?: string): Attribution | null {
  if (!raw) return null;
  const national = phone ? phone.slice(-10) : null;
  const out: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = cleanAttributionValue(raw[field]);
    if (value === null) continue;
    if (field === 'landingPage' && !(LANDING_PAGES as readonly string[]).includes(value)) continue;
    if (national && value.replace(/\D/g, '').includes(national)) continue;
    out[field] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The attribution a landing URL's query carries (`?afid=...&utm_campaign=...`), cleaned; null without any. */
export function attributionFromQuery(query: { get(name: string): string | null }, landingPage?: string): Attribution | null {
  const raw: Partial<Record<AttributionField, string>> = {};
  for (const [field, names] of Object.entries(ATTRIBUTION_PARAMS) as [keyof typeof ATTRIBUTION_PARAMS, readonly string[]][]) {
    const name = names.find((n) => query.get(n));
    if (name) raw[field] = query.get(name) ?? undefined;
  }
  const found = cleanAttribution(raw);
  if (!found) return null;
  return landingPage ? { ...found, ...cleanAttribution({ landingPage }) } : found;
}
