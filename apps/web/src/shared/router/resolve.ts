import { parseHash } from './location.ts';
import type { Screen } from '../../screens.ts';
import { redirectOf, screenByPath } from './route-table.ts';

export type Resolution =
  | { kind: 'render'; route: Screen; search: string }
  | { kind: 'redirect'; to: string }
  /** Guarded and signed out in a plain browser: the login route, remembering the target. */
  | { kind: 'login'; to: string }
  /** Guarded and signed out inside the native shell: the shell's own login. */
  | { kind: 'nativeLogin'; target: string }
  | { kind: 'notFound'; path: string };

export interface GuardContext {
  hasToken: boolean;
  inShell: boolean;
}

const LOGIN_PATH = '/user/login';

export function loginPathFor(target: string): string {
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Register, then `target` (a guest's "Apply now": most are new; the screen links to login). */
export function registerPathFor(target: string): string {
  return `/user/register?redirect=${encodeURIComponent(target)}`;
}

/** A remembered target that is safe to go back to after signing in (ours, not a login page). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.startsWith('/user/')) return null;
  return value;
}

/** What the app does with a hash: pure, so the route table and the guard test without a DOM. */
export function resolveLocation(hash: string, context: GuardContext): Resolution {
  const { path, search } = parseHash(hash);
  const redirect = redirectOf(path);
  if (redirect !== undefined) return { kind: 'redirect', to: redirect + search };
  const route = screenByPath(path);
  if (!route) return { kind: 'notFound', path };
  if (route.guard === 'auth' && !context.hasToken) {
    return context.inShell ? { kind: 'nativeLogin', target: path + search } : { kind: 'login', to: loginPathFor(path + search) };
  }
  return { kind: 'render', route, search };
}
