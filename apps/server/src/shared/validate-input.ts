import { isErrorMessageKey, type FieldError } from '@lendline/domain';
import type * as z from 'zod/mini';

export type Validated = { ok: true; value: unknown } | { ok: false; fields: FieldError[] };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Runs a request schema and names each problem by its catalogue key; the envelope words it in
 * the borrower's language (one error style, ADR 024). Schema messages are catalogue keys
 * ('error.MOBILE_EMPTY'); zod's own messages (for checks without a key) are English prose,
 * so they become the generic required/invalid keys rather than being shown.
 */
export function validateInput(schema: z.ZodMiniType, input: unknown): Validated {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  // One problem per field, the first check that failed: "cannot be empty", not also "invalid".
  const fields = new Map<string, FieldError>();
  for (const issue of result.error.issues as Issue[]) {
    const field = issue.path.map(String).join('.');
    if (!fields.has(field)) fields.set(field, { field, key: messageKey(issue, input) });
  }
  return { ok: false, fields: [...fields.values()] };
}

function messageKey(issue: Issue, input: unknown): string {
  if (isErrorMessageKey(issue.message)) return issue.message;
  return valueAt(input, issue.path) === undefined ? 'error.validation.required' : 'error.validation.invalid';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
