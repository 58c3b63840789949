import type { UserInfo } from '@lendline/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { readItem, subscribeStorage, writeItem, writeJson } from '../storage/storage.ts';

/** The stored session: `token` holds the whole Authorization value, "Bearer <token>" (spec 3). */
export function bearer(token: string): string {
  return /^Bearer\s/i.test(token) ? token : `Bearer ${token}`;
}

export function readToken(): string | null {
  return readItem('token') || null;
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo> | null;
    return value && typeof value.basicInfo === 'object' && value.basicInfo !== null ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

export function readUserInfo(): UserInfo | null {
  return parseUserInfo(readItem('userInfo'));
}

export function saveSession(token: string, userInfo: UserInfo | null): void {
  writeItem('token', bearer(token));
  if (userInfo) writeJson('userInfo', userInfo);
}

export function saveUserInfo(userInfo: UserInfo): void {
  writeJson('userInfo', userInfo);
}

export interface Session {
  token: string | null;
  userInfo: UserInfo | null;
}

export function useSession(): Session {
  const token = useSyncExternalStore(subscribeStorage, readToken, () => null);
  const rawUserInfo = useSyncExternalStore(subscribeStorage, () => readItem('userInfo'), () => null);
  const userInfo = useMemo(() => parseUserInfo(rawUserInfo), [rawUserInfo]);
  return { token, userInfo };
}
