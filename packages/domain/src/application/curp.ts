import { CURP_BORN_ABROAD, mexicanStateByCurp } from '../geography/mexico.ts';
import { isCalendarDate } from './personal-rules.ts';

/**
 * CURP (Clave Única de Registro de Población), RENAPO's Instructivo Normativo (DOF 18-10-2021):
 * 4 letters of the names, birth date YYMMDD, sex (H, M; X since 2023), 2 letters of the state
 * of birth (NE abroad), 3 inner consonants (Ñ is written X), the homonym character (a digit for
 * births up to 1999, a letter from 2000) and a check digit.
 */
export const CURP = /^[A-Z]{4}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

/** RENAPO's dictionary: a character's value is its index, so A = 10, N = 23, Ñ = 24, Z = 36. */
const DICTIONARY = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/**
 * The check digit of the first 17 characters: Σ value × (18 − position), positions 0..16,
 * and the digit that brings the sum to a multiple of 10. Null unless 17 dictionary characters.
 */
export function curpCheckDigit(first17: string): number | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = DICTIONARY.indexOf(first17[i]!);
    if (value === -1) return null;
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

export type CurpProblem = 'format' | 'birthDate' | 'state' | 'checkDigit';

/** The birth date a CURP carries, YYYY-MM-DD; the homonym character gives the century. */
export function curpBirthDate(curp: string): string {
  const century = /\d/.test(curp[16] ?? '') ? '19' : '20';
  return `${century}${curp.slice(4, 6)}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
}

/** What is wrong with an upper-case CURP, checked in the order a borrower can fix it; null when valid. */
export function curpProblem(curp: string): CurpProblem | null {
  if (!CURP.test(curp)) return 'format';
  if (!isCalendarDate(curpBirthDate(curp))) return 'birthDate';
  const state = curp.slice(11, 13);
  if (state !== CURP_BORN_ABROAD && mexicanStateByCurp(state) === undefined) return 'state';
  if (curpCheckDigit(curp.slice(0, 17)) !== Number(curp[17])) return 'checkDigit';
  return null;
}

/** The message key of each problem (the spec's "CURP format error" for the format). */
export const CURP_PROBLEM_KEYS: Record<CurpProblem, string> = {
  format: 'error.application.curp.invalid',
  birthDate: 'error.application.curp.birthDate',
  state: 'error.application.curp.state',
  checkDigit: 'error.application.curp.checkDigit',
};

export function isValidCurp(curp: string): boolean {
  return curpProblem(curp) === null;
}
