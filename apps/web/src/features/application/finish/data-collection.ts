import type { MarketId } from '@lendline/domain';
import { request } from '../../../shared/api/client.ts';
import type { TimeSdkRequest } from '../../../shared/native/bridge.ts';

export type Flags = TimeSdkRequest['flags'];
const FLAG_NAMES = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;

/**
 * Contacts and SMS are never collected in Nigeria (unlawful for Nigerian digital lenders since
 * 2025, ADR 010), so they are never required there and never asked of the shell.
 */
export function requiredFlags(market: MarketId): readonly (keyof Flags)[] {
  // Nigeria: never contacts, SMS or the installed apps (ADR 010, 048), as the server counts them.
  return market === 'NG' ? FLAG_NAMES.filter((name) => name !== 'sms' && name !== 'contact' && name !== 'appList') : FLAG_NAMES;
}

/** All that is required has been collected: the step passes (spec section 4). */
export function hasPassed(status: Flags, market: MarketId): boolean {
  return requiredFlags(market).every((name) => status[name]);
}

/** What the shell is asked to collect: the required flags not yet set, nothing else. */
export function flagsToCollect(status: Flags, market: MarketId): Flags {
  const required = requiredFlags(market);
  const flags = { appList: false, sms: false, exif: false, device: false, contact: false, location: false };
  for (const name of required) flags[name] = !status[name];
  return flags;
}

export function fetchEnabled(orderNo: string) {
  return request('/time/upload/enable', { orderNo });
}

export function fetchUploadStatus(orderNo: string) {
  return request('/time/upload/uploadStatus', { orderNo });
}

/** Relays what the shell says it uploaded (our extension; the server keeps a flag once set). */
export function reportUpload(orderNo: string, flags: Partial<Flags>) {
  return request('/time/upload/report', { orderNo, flags });
}
