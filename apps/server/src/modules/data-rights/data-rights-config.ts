import { DATA_REQUEST_DAYS, type DeadlineDayType, type MarketId } from '@lendline/domain';
import { parseInteger } from '../../config-fns.ts';

/** The law's deadline for a data request (ADR 103): days and how they are counted. */
export interface DataRightsConfig {
  days: number;
  dayType: DeadlineDayType;
}

type Raw = (name: string) => string | undefined;

/**
 * DATA_REQUEST_DAYS (default by market: NG 30, MX 20) and DATA_REQUEST_DAY_TYPE (calendar or
 * business, default calendar): counsel's reading of the 2025 LFPDPPP and the GAID may change
 * either without a release (research §5). Problems are pushed to the caller's list.
 */
export function readDataRightsConfig(raw: Raw, market: MarketId, problems: string[]): DataRightsConfig {
  const days = parseInteger(raw('DATA_REQUEST_DAYS') ?? String(DATA_REQUEST_DAYS[market]), 1, 90);
  if (!days.ok) problems.push(`DATA_REQUEST_DAYS: ${days.problem}`);
  const dayType = raw('DATA_REQUEST_DAY_TYPE') ?? 'calendar';
  if (dayType !== 'calendar' && dayType !== 'business') problems.push(`DATA_REQUEST_DAY_TYPE: must be calendar or business (got "${dayType}")`);
  return { days: days.ok ? days.value : DATA_REQUEST_DAYS[market], dayType: dayType === 'business' ? 'business' : 'calendar' };
}
