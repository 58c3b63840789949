import { ERRORS, errorMessage, OK_CODE, type ErrorName, type Language } from '@lendline/domain';
import type { FastifyReply } from 'fastify';
import type { Outcome } from '../../shared/outcome.ts';

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

export function errorEnvelope(name: ErrorName, lang: Language, data: unknown = null, msg?: string): EnvelopeReply {
  const { code, http } = ERRORS[name];
  const text = msg ?? errorMessage(`error.${name}`, lang);
  return { status: http, code, body: JSON.stringify({ code, data, msg: text }) };
}

export function outcomeEnvelope(outcome: Outcome<unknown>, lang: Language): EnvelopeReply {
  if (!outcome.ok) return errorEnvelope(outcome.error, lang, outcome.data ?? null);
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
