import { en, type UiKey } from '../../shared/i18n/en.ts';

const isUiKey = (key: string): key is UiKey => key in en;

/**
 * A stored code (an SMS kind, a complaint category, a statement line's kind) in the reader's
 * words, found as `<prefix>.<code>` in the catalogues. A code a newer server added shows as
 * itself rather than as nothing: staff can still name it.
 */
export function codeWords(t: (key: UiKey) => string, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  return isUiKey(key) ? t(key) : code;
}
