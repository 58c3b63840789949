import { keyMessage, type Message } from './message.ts';

/**
 * The part of a zod/mini schema the forms use, so the same domain schema the server runs
 * checks the form here; issue messages are catalogue keys.
 */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type FieldErrors = Record<string, Message>;
export type CheckResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs the schema; the first issue of each field wins (the most basic rule comes first). */
export function checkWith<T>(schema: SafeParser<T>, values: unknown): CheckResult<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= keyMessage(issue.message);
  }
  return { ok: false, errors };
}
