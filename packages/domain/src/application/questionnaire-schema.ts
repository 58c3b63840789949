import * as z from 'zod/mini';
import { QUESTIONNAIRE, type QuestionId } from './questionnaire.ts';

const KEY = 'error.application.required.answer';
type Answer = z.ZodMiniType<string>;

/** One answer per question, each one of that question's codes; all required (spec section 5). */
export const questionnaireAnswersSchema = z.object(
  Object.fromEntries(QUESTIONNAIRE.map((q) => [q.id, z.enum(q.options as unknown as [string, ...string[]], KEY)])) as unknown as Record<QuestionId, Answer>,
);
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;

/** The body of `/user/save/questionnaire`: `{answers: {q1..q11}}`. */
export const questionnaireSchema = z.object({ answers: questionnaireAnswersSchema });
export type QuestionnaireRequest = z.infer<typeof questionnaireSchema>;
