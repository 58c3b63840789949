import { ERRORS, errorMessage, httpStatusOf, OK_CODE, type ErrorName, type FieldError, type Language } from '@lendline/domain';
import type { FastifyReply } from 'fastify';
import type { MessageRef, Outcome } from '../../shared/outcome.ts';

/** The success message; the only envelope text not in the error catalogue. */
const SUCCESS_MSG: Record<Language, string> = { en: 'success', es: 'éxito' };
const SUCCESS_TAIL: Record<Language, string> = {
  en: `,"msg":${JSON.stringify(SUCCESS_MSG.en)}}`,
  es: `,"msg":${JSON.stringify(SUCCESS_MSG.es)}}`,
};

/** `lang` header: 'es', 'es-MX', 'ES' are Spanish; anything else, or nothing, English. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && value.trim().slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
}

export interface EnvelopeReply {
  status: number;
  code: number;
  body: string;
}

/**
 * One error style (ADR 024): services name a field's problem by its catalogue key
 * (`{field, key}`) and never word it; here it leaves as `{field, message}` in the borrower's
 * language, and the envelope's `msg` is the first field's message, which is what a client
 * without field mapping shows.
 */
function withTranslatedFields(data: unknown, lang: Language): { data: unknown; firstMessage?: string } {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return { data };
  const translated = (fields as FieldError[]).map(({ field, key, params }) => ({ field, message: errorMessage(key, lang, params) }));
  return { data: { ...(data as object), fields: translated }, firstMessage: translated[0]?.message };
}

export function errorEnvelope(name: ErrorName, lang: Language, data: unknown = null, message?: MessageRef): EnvelopeReply {
  const { code } = ERRORS[name];
  const http = httpStatusOf(name);
  const problems = withTranslatedFields(data, lang);
  const text = message ? errorMessage(message.key, lang, message.params) : (problems.firstMessage ?? errorMessage(`error.${name}`, lang));
  return { status: http, code, body: JSON.stringify({ code, data: problems.data, msg: text }) };
}

export function outcomeEnvelope(outcome: Outcome<unknown>, lang: Language): EnvelopeReply {
  if (!outcome.ok) return errorEnvelope(outcome.error, lang, outcome.data ?? null, outcome.message);
  // String concatenation, so pre-serialised answers (the product list) are not re-encoded.
  const data = outcome.json ?? JSON.stringify(outcome.value ?? null);
  return { status: 200, code: OK_CODE, body: `{"code":${OK_CODE},"data":${data}${SUCCESS_TAIL[lang]}` };
}

/** Every /api answer leaves through here: JSON, never cached by browsers or proxies. */
export function sendEnvelope(reply: FastifyReply, envelope: EnvelopeReply): FastifyReply {
  reply.request.apiCode = envelope.code;
  return reply
    .code(envelope.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(envelope.body);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The decrypted logical path, once known; logged instead of the ciphertext. */
    apiPath?: string;
    /** The envelope code answered, for the request log line. */
    apiCode?: number;
  }
}
