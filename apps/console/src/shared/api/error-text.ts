import type { UiKey } from '../i18n/en.ts';
import { ApiError } from './client.ts';

export interface FormFailure {
  /** Shown above the form. */
  general: string | null;
  /** Shown at each field, by the field's name. */
  fields: Readonly<Record<string, string>>;
}

/**
 * How a failed call reads on a form: each bad field's message at that field (the names the
 * form knows), everything else above it. The server has worded them in the person's language.
 */
export function formFailureOf(error: unknown, formFields: readonly string[], t: (key: UiKey) => string): FormFailure {
  if (!(error instanceof ApiError)) return { general: t('error.unexpected'), fields: {} };
  if (error.isNetwork) return { general: t('error.network'), fields: {} };
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    if (formFields.includes(name)) fields[name] = message;
    else others.push(message);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  const general = others[0] ?? (hasFieldErrors ? null : (error.serverMessage ?? t('error.unexpected')));
  return { general, fields };
}
