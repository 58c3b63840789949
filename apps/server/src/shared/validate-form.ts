import type { Language } from '@lendline/domain';
import type * as z from 'zod/mini';
import { validateInput } from '../plugins/api/validation.ts';
import { fail, ok, type Outcome } from './outcome.ts';

/**
 * Validates a body with a schema the contract could not carry (one that needs the market,
 * the day or the borrower), answering exactly as the dispatcher does: VALIDATION_FAILED
 * with `{fields: [{field, message}]}` in the borrower's language.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, input: unknown, lang: Language): Outcome<z.output<S>> {
  const result = validateInput(schema, input, lang);
  if (!result.ok) return fail('VALIDATION_FAILED', { fields: result.fields });
  return ok(result.value as z.output<S>);
}
