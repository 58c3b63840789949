import * as z from 'zod/mini';
import type { MarketId } from '../market/markets.ts';
import { questionnaireOf, type QuestionId } from './questionnaire.ts';

const KEY = 'error.application.required.answer';
type Answer = z.ZodMiniType<string>;

/** One answer per question of the market, each one of that question's codes; all required (spec section 5). */
export function questionnaireAnswersSchema(market: MarketId) {
  return z.object(
    Object.fromEntries(questionnaireOf(market).map((q) => [q.id, z.enum(q.options as unknown as [string, ...string[]], KEY)])) as unknown as Record<QuestionId, Answer>,
  );
}
export type QuestionnaireAnswers = z.infer<ReturnType<typeof questionnaireAnswersSchema>>;

/** The body of `/user/save/questionnaire` in a market: `{answers: {q1..q11}}`. */
export function questionnaireSchema(market: MarketId) {
  return z.object({ answers: questionnaireAnswersSchema(market) });
}

/**
 * What the contract checks before the market is known: an object of answers. The market's
 * codes are the service's check (questionnaireSchema), as for the other market forms.
 */
export const questionnaireRequest = z.object({ answers: z.record(z.string(), z.unknown()) });
