import type * as z from 'zod/mini';
import { validateInput } from './validate-input.ts';
import { fail, ok, type Outcome } from './outcome.ts';

/**
 * Validates a body with a schema the contract could not carry (one that needs the market,
 * the day or the borrower), answering exactly as the dispatcher does: VALIDATION_FAILED with
 * `{fields: [{field, key}]}`, which the envelope words in the borrower's language.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, input: unknown): Outcome<z.output<S>> {
  const result = validateInput(schema, input);
  if (!result.ok) return fail('VALIDATION_FAILED', { fields: result.fields });
  return ok(result.value as z.output<S>);
}

/** One field's problem, named by its catalogue key: the envelope translates it. */
export function fieldProblem(field: string, key: string, error: 'VALIDATION_FAILED' | 'BODY_TOO_LARGE' = 'VALIDATION_FAILED') {
  return fail(error, { fields: [{ field, key }] });
}
