import { eq } from 'drizzle-orm';
import type { MarketId, PackageListResponse } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { deviceDataFlags } from '../../db/schema.ts';

export const FLAG_NAMES = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;
export type ReportedFlags = Partial<Flags>;

const NONE: Flags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };

/**
 * Contacts and SMS are never collected in Nigeria (unlawful for Nigerian digital lenders since
 * 2025, ADR 010), nor the list of installed apps (ADR 048): never stored as reported and never
 * required there.
 */
const NIGERIA_NEVER: readonly FlagName[] = ['sms', 'contact', 'appList'];
function isExempt(name: FlagName, market: MarketId): boolean {
  return market === 'NG' && NIGERIA_NEVER.includes(name);
}

/**
 * `/user/device/packageList` (ADR 048): whether the installed-apps list is collected at all,
 * on what basis, and whether an order's upload was reported. Never the list itself.
 */
export function packageListStatus(market: MarketId, enabled: boolean, stored: Flags | undefined): PackageListResponse {
  if (isExempt('appList', market)) return { collects: false, basis: 'marketForbids', uploaded: false };
  if (!enabled) return { collects: false, basis: 'stepOff', uploaded: false };
  return { collects: true, basis: 'withConsent', uploaded: Boolean(stored?.appList) };
}

/** The flags as answered: stored ones, with what the market never asks for counted as set. */
export function answeredFlags(stored: Flags | undefined, enabled: boolean, market: MarketId): Flags {
  const flags = { ...NONE };
  for (const name of FLAG_NAMES) {
    // Disabled: nothing is asked, so everything counts as set.
    flags[name] = !enabled || isExempt(name, market) || Boolean(stored?.[name]);
  }
  return flags;
}

export function allSet(flags: Flags): boolean {
  return FLAG_NAMES.every((name) => flags[name]);
}

export async function readFlags(db: Executor, orderId: string): Promise<Flags | undefined> {
  const [row] = await db.select().from(deviceDataFlags).where(eq(deviceDataFlags.orderId, orderId)).limit(1);
  if (!row) return undefined;
  const { appList, sms, exif, device, contact, location } = row;
  return { appList, sms, exif, device, contact, location };
}

/** Merges a report into the stored flags: a flag once set stays set (a later partial report never unsets it). */
export async function mergeFlags(db: Executor, orderId: string, reported: ReportedFlags, market: MarketId, at: Date): Promise<void> {
  const merged = { ...NONE, ...(await readFlags(db, orderId)) };
  for (const name of FLAG_NAMES) {
    if (reported[name] === true && !isExempt(name, market)) merged[name] = true;
  }
  await db
    .insert(deviceDataFlags)
    .values({ orderId, ...merged, updatedAt: at })
    .onConflictDoUpdate({ target: deviceDataFlags.orderId, set: { ...merged, updatedAt: at } });
}
