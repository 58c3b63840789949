import { eq } from 'drizzle-orm';
import type { MarketId } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { deviceDataFlags } from '../../db/schema.ts';

export const FLAG_NAMES = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;
export type ReportedFlags = Partial<Flags>;

const NONE: Flags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };

/**
 * Contacts and SMS are never collected in Nigeria (unlawful for Nigerian digital lenders since
 * 2025, ADR 010): never stored as reported and never required there.
 */
function isExempt(name: FlagName, market: MarketId): boolean {
  return market === 'NG' && (name === 'sms' || name === 'contact');
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
