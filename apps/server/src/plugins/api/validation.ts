import { errorMessage, isErrorMessageKey, type Language } from '@lendline/domain';
import type * as z from 'zod/mini';

export interface FieldProblem {
  field: string;
  message: string;
}

export type Validated = { ok: true; value: unknown } | { ok: false; fields: FieldProblem[] };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Runs the contract's request schema. Schema messages are catalogue keys ('error.MOBILE_EMPTY');
 * zod's own messages (for checks without a key) are English prose, so they are replaced by
 * the generic required/invalid keys rather than shown.
 */
export function validateInput(schema: z.ZodMiniType, input: unknown, lang: Language): Validated {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  // One message per field, the first check that failed: "cannot be empty", not also "invalid".
  const fields = new Map<string, FieldProblem>();
  for (const issue of result.error.issues as Issue[]) {
    const field = issue.path.map(String).join('.');
    if (!fields.has(field)) fields.set(field, { field, message: errorMessage(messageKey(issue, input), lang) });
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
