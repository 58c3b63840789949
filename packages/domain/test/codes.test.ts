import { describe, expect, it } from 'vitest';
import { ERRORS, errorNameForCode, httpStatusOf, isSessionCode, SESSION_CODES, type ErrorName } from '../src/api/codes.ts';
import { errorsEn } from '../src/i18n/errors-en.ts';
import { errorsEs } from '../src/i18n/errors-es.ts';
import { errorMessage } from '../src/i18n/errors.ts';

describe('response codes', () => {
  it('keeps the spec session codes and their words', () => {
    expect(SESSION_CODES).toEqual([10010301, 10010303, 10010304, 100103]);
    expect(errorMessage('error.NOT_LOGGED_IN', 'en')).toBe('User not logged in');
    expect(errorMessage('error.TOKEN_EXPIRED', 'en')).toBe('Token expired, please login again');
    expect(errorMessage('error.LOGGED_IN_ELSEWHERE', 'en')).toBe('The account is logged in from another device');
    expect(errorMessage('error.TOKEN_INVALID', 'en')).toBe('Token invalid, please login again');
    expect(isSessionCode(100103)).toBe(true);
    expect(isSessionCode(0)).toBe(false);
  });

  it('gives every error a unique non-zero code and a message in both languages', () => {
    const names = Object.keys(ERRORS) as ErrorName[];
    const codes = names.map((n) => ERRORS[n].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of names) {
      expect(ERRORS[name].code).not.toBe(0);
      expect(errorNameForCode(ERRORS[name].code)).toBe(name);
      expect(errorsEn).toHaveProperty(`error.${name}`);
      expect(errorsEs).toHaveProperty(`error.${name}`);
      expect(httpStatusOf(name)).toBeGreaterThanOrEqual(400);
      expect(httpStatusOf(name)).toBeLessThan(600);
    }
  });

  it('sends each error with the HTTP status its code names: 401 for the session codes, else its first three digits', () => {
    for (const name of ['NOT_LOGGED_IN', 'TOKEN_EXPIRED', 'LOGGED_IN_ELSEWHERE', 'TOKEN_INVALID', 'STAFF_UNAUTHORIZED'] as const) expect(httpStatusOf(name)).toBe(401);
    expect(httpStatusOf('VALIDATION_FAILED')).toBe(400);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
    expect(httpStatusOf('BODY_TOO_LARGE')).toBe(413);
    expect(httpStatusOf('PAYOUT_UNAVAILABLE')).toBe(503);
    expect(httpStatusOf('INTERNAL')).toBe(500);
  });

  it('has the same keys in English and Spanish, all translated', () => {
    expect(Object.keys(errorsEs).sort()).toEqual(Object.keys(errorsEn).sort());
    const untranslated = Object.keys(errorsEn).filter(
      (k) => errorsEs[k as keyof typeof errorsEn] === errorsEn[k as keyof typeof errorsEn],
    );
    expect(untranslated).toEqual([]);
  });

  it('falls back to the generic failure for an unknown key', () => {
    expect(errorMessage('error.nope', 'es')).toBe(errorsEs['error.INTERNAL']);
  });

  it('fills {placeholders} from parameters, and leaves a text without parameters as it is', () => {
    expect(errorMessage('error.SEND_LIMIT_REACHED.retryIn', 'en', { minutes: 12 })).toBe('Too many codes requested, please try again in 12 min');
    expect(errorMessage('error.SEND_LIMIT_REACHED.retryIn', 'es', { minutes: 1 })).toBe('Se pidieron demasiados códigos, inténtelo de nuevo en 1 min');
    // A missing parameter stays visible rather than reading "in  min"; extra ones are ignored.
    expect(errorMessage('error.SEND_LIMIT_REACHED.retryIn', 'en', { seconds: 5 })).toBe('Too many codes requested, please try again in {minutes} min');
    expect(errorMessage('error.SEND_LIMIT_REACHED', 'en', { minutes: 3 })).toBe('Too many codes requested, please try again later');
    expect(errorMessage('error.nope', 'en', { minutes: 3 })).toBe(errorsEn['error.INTERNAL']);
  });

  it('has the same {placeholders} in English and Spanish', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(errorsEn) as (keyof typeof errorsEn)[]) {
      expect(placeholders(errorsEs[key]), key).toEqual(placeholders(errorsEn[key]));
    }
  });
});
