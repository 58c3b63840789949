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

/**
 * What the login answer's `userInfo` was when the app stored it: its `basicInfo` is checked (the
 * session's reads start there); the rest is as the server sent it. No schema: this is the first
 * load, which has no room for zod (ADR 059).
 */
function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null || !('basicInfo' in value)) return false;
  return typeof value.basicInfo === 'object' && value.basicInfo !== null;
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUserInfo(value) ? value : null;
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
