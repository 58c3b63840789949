/**
 * The English strings of every screen but home (ADR 059): a chunk of their own, loaded with the
 * first such screen (the i18n store's `needStrings`), never with home's first load.
 */
import { applicationEn } from './application-en.ts';
import { borrowEn } from './borrow-en.ts';
import { repayEn } from './repay-en.ts';
import { proofEn } from './proof-en.ts';
import { careEn } from './care-en.ts';
import { dataRightsEn } from './data-rights-en.ts';
import { rewardsEn } from './rewards-en.ts';
import { extensionEn } from './extension-en.ts';
import { contentEn } from './content-en.ts';
import { kycEn } from './kyc-en.ts';
import { inboxEn } from './inbox-en.ts';
import { landingEn } from './landing-en.ts';
import { consentEn } from './consent-en.ts';
import { accountEn } from './account-en.ts';
import { routeTitlesEn } from './route-titles-en.ts';

export const screensEn = {
  ...applicationEn,
  ...kycEn,
  ...borrowEn,
  ...repayEn,
  ...proofEn,
  ...careEn,
  ...dataRightsEn,
  ...rewardsEn,
  ...extensionEn,
  ...contentEn,
  ...inboxEn,
  ...landingEn,
  ...consentEn,
  ...accountEn,
  ...routeTitlesEn,
} as const;
