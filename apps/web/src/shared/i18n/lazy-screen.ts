import { lazy, type ComponentType } from 'react';
import { needStrings } from './i18n-store.ts';

/**
 * A screen of its own chunk whose words arrive with it (ADR 059): React's `lazy`, resolved once
 * both the screen's code and the strings of the screens and of the errors (forms check as the
 * borrower types) are in. Home's first load carries neither.
 */
// `any` as React's own `lazy` has it: the screen's props are whatever its component takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), needStrings('screens', 'errors')]).then(([module]) => module));
}
