import type { MessageKey, Translate } from '../../../shared/i18n/i18n-store.ts';
import type { SelectOption } from '../../../shared/ui/select.tsx';

/**
 * Options of a coded choice, labelled from the catalogue's `enum.<name>.<code>` keys: codes
 * travel on the wire, the borrower reads their own language.
 */
export function codeOptions(t: Translate, name: string, codes: readonly string[]): SelectOption[] {
  return codes.map((code) => ({ value: code, label: t(`enum.${name}.${code}` as MessageKey) }));
}
