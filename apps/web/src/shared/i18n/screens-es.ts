import type { ScreensKey } from './en.ts';

/** Spanish strings of every other screen: exactly the keys of `screens-en.ts` (ADR 059). */
import { applicationEs } from './application-es.ts';
import { borrowEs } from './borrow-es.ts';
import { repayEs } from './repay-es.ts';
import { proofEs } from './proof-es.ts';
import { careEs } from './care-es.ts';
import { dataRightsEs } from './data-rights-es.ts';
import { rewardsEs } from './rewards-es.ts';
import { extensionEs } from './extension-es.ts';
import { contentEs } from './content-es.ts';
import { kycEs } from './kyc-es.ts';
import { inboxEs } from './inbox-es.ts';
import { landingEs } from './landing-es.ts';
import { consentEs } from './consent-es.ts';
import { accountEs } from './account-es.ts';
import { routeTitlesEs } from './route-titles-es.ts';

export const screensEs: Record<ScreensKey, string> = {
  ...applicationEs,
  ...kycEs,
  ...borrowEs,
  ...repayEs,
  ...proofEs,
  ...careEs,
  ...dataRightsEs,
  ...rewardsEs,
  ...extensionEs,
  ...contentEs,
  ...inboxEs,
  ...landingEs,
  ...consentEs,
  ...accountEs,
  ...routeTitlesEs,
};
