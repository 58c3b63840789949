import { SCREENS, type Screen, type ScreenName } from '../../screens.ts';

export type { ScreenName };

/**
 * The spec's redirects (section 2): parents of screens that forward to one. Every other path is
 * a screen of `SCREENS` (src/screens.ts, ADR 069).
 */
export const REDIRECTS = [
  { path: '/bank_account', to: '/bank_account/add_bankcard' },
  { path: '/auth', to: '/auth/personal_infomation' },
  { path: '/borrow', to: '/' },
  { path: '/repay', to: '/' },
  { path: '/user_center', to: '/user_center/settings' },
  // The spec gives /user only as the parent of login and register; we forward it to login.
  { path: '/user', to: '/user/login' },
] as const satisfies readonly { path: string; to: string }[];

const BY_PATH = new Map<string, Screen>(SCREENS.map((screen) => [screen.path, screen]));
const BY_NAME = new Map<string, Screen>(SCREENS.map((screen) => [screen.name, screen]));
const REDIRECT_BY_PATH = new Map<string, string>(REDIRECTS.map((redirect) => [redirect.path, redirect.to]));

export function screenByPath(path: string): Screen | undefined {
  return BY_PATH.get(path);
}

export function redirectOf(path: string): string | undefined {
  return REDIRECT_BY_PATH.get(path);
}

export function pathOf(name: ScreenName): string {
  return BY_NAME.get(name)?.path ?? '/';
}

/** The name journey events give a screen: the spec's where ours differs (ADR 041, ADR 069). */
export function pageNameOf(name: ScreenName): string {
  return BY_NAME.get(name)?.pageName ?? name;
}
