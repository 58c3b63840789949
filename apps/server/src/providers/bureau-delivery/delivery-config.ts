/**
 * BUREAU_DELIVERY: how monthly reporting files reach the bureaus. Vendor adapters (SFTP, a
 * bureau's submission API) add their name and settings here.
 */
export type BureauDeliveryName = 'sandbox';

export interface BureauDeliveryConfig {
  delivery: BureauDeliveryName;
}

type Raw = (name: string) => string | undefined;
const NAMES: readonly BureauDeliveryName[] = ['sandbox'];

export function readBureauDeliveryConfig(raw: Raw, problems: string[]): BureauDeliveryConfig {
  const given = raw('BUREAU_DELIVERY') ?? 'sandbox';
  if (!(NAMES as readonly string[]).includes(given)) problems.push(`BUREAU_DELIVERY: must be one of ${NAMES.join(', ')} (got "${given}")`);
  return { delivery: 'sandbox' };
}
