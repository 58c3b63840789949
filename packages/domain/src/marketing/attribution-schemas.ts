import * as z from 'zod/mini';
import { signInRequest } from '../api/auth-schemas.ts';

/**
 * The attribution a registration may carry (ADR 046). Any text is accepted here: the server
 * cleans each value (`cleanAttribution`) and drops what does not pass, because a malformed
 * advert parameter must never stop someone from registering.
 */
const optionalText = z.optional(z.string());
export const attributionInput = z.object({
  afid: optionalText,
  utmSource: optionalText,
  utmMedium: optionalText,
  utmCampaign: optionalText,
  utmContent: optionalText,
  utmTerm: optionalText,
  clickId: optionalText,
  landingPage: optionalText,
});

/** `/security/register`: the sign-in fields plus, optionally, where the visitor came from. */
export const registerRequest = z.extend(signInRequest, { attribution: z.optional(attributionInput) });
export type RegisterRequest = z.infer<typeof registerRequest>;

const nullableText = z.nullable(z.string());
/** One registration's first touch, as staff read it: no phone number, no name. */
export const attributedRegistrationSchema = z.object({
  userId: z.string(),
  registeredAt: z.string(),
  afid: nullableText,
  utmSource: nullableText,
  utmMedium: nullableText,
  utmCampaign: nullableText,
  utmContent: nullableText,
  utmTerm: nullableText,
  clickId: nullableText,
  landingPage: nullableText,
});
export type AttributedRegistration = z.infer<typeof attributedRegistrationSchema>;

/** `GET /staff/attribution`: the latest attributed registrations and the count per campaign. */
export const staffAttributionResponse = z.object({
  since: z.string(),
  registrations: z.array(attributedRegistrationSchema),
  byCampaign: z.array(
    z.object({ utmSource: nullableText, utmMedium: nullableText, utmCampaign: nullableText, registrations: z.number() }),
  ),
});
export type StaffAttributionResponse = z.infer<typeof staffAttributionResponse>;

/** Its query: the last `days` days (1 to 366; default 30), as text because it arrives in the URL. */
export const staffAttributionQuery = z.object({
  days: z.optional(z.string().check(z.regex(/^(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-6])$/, 'error.validation.invalid'))),
});
