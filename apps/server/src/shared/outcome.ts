import type { ErrorMessageKey, ErrorName, MessageParams } from '@lendline/domain';

/**
 * Expected failures are values, not exceptions: a service answers either a value or the
 * name of an entry in the contract's ERRORS table, which fixes the envelope code, the HTTP
 * status and the message key. Exceptions are left for bugs and broken infrastructure.
 */
export type Outcome<T> = Success<T> | Failure;
export interface Success<T> {
  ok: true;
  value: T;
  /** Pre-serialised `value`, for answers computed once and sent many times. */
  json?: string;
}
export interface Failure {
  ok: false;
  error: ErrorName;
  data?: unknown;
  /**
   * A more telling message than the error's own, by catalogue key and placeholder values
   * ("try again in {minutes} min"): named here, worded by the envelope (ADR 024).
   */
  message?: MessageRef;
}

export interface MessageRef {
  key: ErrorMessageKey;
  params: MessageParams;
}

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });
export const fail = (error: ErrorName, data?: unknown, message?: MessageRef): Failure => {
  const failure: Failure = data === undefined ? { ok: false, error } : { ok: false, error, data };
  if (message !== undefined) failure.message = message;
  return failure;
};
