import { MARKETS, type CareHours, type MarketId } from '@lendline/domain';
import { parseInteger } from '../../config-fns.ts';

/** Customer-service channels, the complaint promise and the app's store address (ADR 044); one market per server. */
export interface CareConfig {
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  /** The channels are a sandbox's examples (none configured outside production): shown marked, never as links. */
  example: boolean;
  hours: CareHours;
  complaintAnswerDays: number;
  appDownloadUrl: string | null;
}

type Raw = (name: string) => string | undefined;

/** "1-5 08:00-17:00": ISO weekdays from-to, then opening and closing times in the market's time zone. */
const HOURS = /^([1-7])-([1-7]) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** A number as international digits (the dial code first), for tel: and WhatsApp links; null when unset. */
function readNumber(raw: Raw, name: string, problems: string[]): string | null {
  const value = raw(name);
  if (value === undefined) return null;
  const digits = value.replace(/[\s()+-]/g, '');
  if (!/^\d{8,15}$/.test(digits)) {
    problems.push(`${name}: must be an international number, 8 to 15 digits with the dial code (got "${value}")`);
    return null;
  }
  return digits;
}

/**
 * What a sandbox start shows when no channel is configured, so a tester sees the screen as a
 * borrower would: a reserved mail domain (RFC 2606) and an all-zero number, marked as examples.
 */
const EXAMPLE_CHANNELS: Record<MarketId, { phone: string; whatsapp: string; email: string }> = {
  NG: { phone: '2348000000000', whatsapp: '2348000000000', email: 'care@lendline.example' },
  MX: { phone: '525500000000', whatsapp: '525500000000', email: 'atencion@lendline.example' },
};

/** CARE_* and APP_DOWNLOAD_URL; problems are pushed to the caller's list. */
export function readCareConfig(raw: Raw, market: MarketId, problems: string[], isProduction = false): CareConfig {
  const email = raw('CARE_EMAIL') ?? null;
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(`CARE_EMAIL: must be an email address (got "${email}")`);
  const hoursText = raw('CARE_HOURS') ?? '1-5 08:00-17:00';
  const match = HOURS.exec(hoursText);
  if (!match || Number(match[1]) > Number(match[2]) || `${match[3]}:${match[4]}` >= `${match[5]}:${match[6]}`) {
    problems.push(`CARE_HOURS: must read like "1-5 08:00-17:00" (weekdays 1 Monday to 7 Sunday, then opening and closing times; got "${hoursText}")`);
  }
  const days = parseInteger(raw('COMPLAINT_ANSWER_DAYS'), 1, 30);
  if (!days.ok) problems.push(`COMPLAINT_ANSWER_DAYS: ${days.problem}`);
  const appDownloadUrl = raw('APP_DOWNLOAD_URL') ?? null;
  if (appDownloadUrl !== null && !/^https:\/\/[^\s/]+/.test(appDownloadUrl)) problems.push('APP_DOWNLOAD_URL: must be an https URL');
  const channels = {
    phone: readNumber(raw, 'CARE_PHONE', problems),
    whatsapp: readNumber(raw, 'CARE_WHATSAPP', problems),
    email: problems.some((p) => p.startsWith('CARE_EMAIL')) ? null : email,
  };
  const configured = ['CARE_PHONE', 'CARE_WHATSAPP', 'CARE_EMAIL'].some((name) => raw(name) !== undefined);
  // A lender must be reachable (FCCPC 2025): production names its own channels, never examples.
  if (!configured && isProduction) problems.push('CARE_PHONE, CARE_WHATSAPP or CARE_EMAIL: at least one customer-service channel is required when NODE_ENV=production');
  const example = !configured && !isProduction;
  return {
    ...(example ? EXAMPLE_CHANNELS[market] : channels),
    example,
    hours: match
      ? { fromDay: Number(match[1]), toDay: Number(match[2]), opens: `${match[3]}:${match[4]}`, closes: `${match[5]}:${match[6]}`, timeZone: MARKETS[market].timeZone }
      : { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00', timeZone: MARKETS[market].timeZone },
    complaintAnswerDays: days.ok ? days.value : 5,
    appDownloadUrl,
  };
}
