import { currencyOf, type MarketId, type RecommendedProduct } from '@lendline/domain';

type Raw = (name: string) => string | undefined;

/**
 * Hosts that can never be a partner's site: the reserved test names (RFC 2606, RFC 6761) and
 * this machine. A rejected applicant tapping a partner's button must land on a real lender.
 */
const PLACEHOLDER_HOST = /(^|\.)(example|test|invalid|localhost)$|^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

function readPartner(entry: string, index: number, market: MarketId, problems: string[]): RecommendedProduct | null {
  const [name = '', url = '', max = '', ...rest] = entry.split('|').map((part) => part.trim());
  const problem = (why: string) => {
    problems.push(`PARTNER_PRODUCTS: entry ${index + 1} ${why} (got "${entry.trim()}")`);
    return null;
  };
  if (rest.length > 0 || !name || !url || !max) return problem('must read name|https address|largest loan in minor units');
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return problem('must be an https address');
    host = parsed.hostname;
  } catch {
    return problem('has no valid address');
  }
  if (PLACEHOLDER_HOST.test(host)) return problem(`names a placeholder or local host (${host}): configure the partner's real site`);
  if (!/^[1-9]\d{0,14}$/.test(max)) return problem('needs its largest loan as a whole number of minor units');
  return { id: `partner-${index + 1}`, name, url, maxAmount: Number(max), currency: currencyOf(market) };
}

/**
 * PARTNER_PRODUCTS (ADR 019): the partners with a signed referral agreement, shown to a rejected
 * applicant; `name|https address|largest loan in minor units`, separated by `;`. Unset: none is
 * shown. Problems are pushed to the caller's list.
 */
export function readPartnerProducts(raw: Raw, market: MarketId, problems: string[]): RecommendedProduct[] {
  const value = raw('PARTNER_PRODUCTS')?.trim();
  if (!value) return [];
  return value
    .split(';')
    .filter((entry) => entry.trim() !== '')
    .flatMap((entry, index) => readPartner(entry, index, market, problems) ?? []);
}
