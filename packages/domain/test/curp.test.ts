import { describe, expect, it } from 'vitest';
import { curpCheckDigit, curpProblem } from '../src/application/curp.ts';

/**
 * CURPs published as valid: the worked example of RENAPO's check-digit rule in the
 * Instructivo Normativo (DOF 18-10-2021), and two examples printed in public CURP guides.
 */
const PUBLISHED = ['SABC560626MDFLRN01', 'HEGG560427MVZRRL04', 'BEML920313HMCLNS09'];

describe('CURP (RENAPO)', () => {
  it.each(PUBLISHED)('%s is valid', (curp) => {
    expect(curpProblem(curp)).toBeNull();
  });

  it('computes the check digit of the Instructivo’s example: 610 ≡ 0 (mod 10) with 1', () => {
    expect(curpCheckDigit('SABC560626MDFLRN0')).toBe(1);
  });

  it.each([
    // Each published CURP with one character changed: the kind of typo the rule exists for.
    ['check digit changed', 'SABC560626MDFLRN09', 'checkDigit'],
    ['a letter changed', 'SABD560626MDFLRN01', 'checkDigit'],
    ['two digits swapped', 'HEGG564027MVZRRL04', 'birthDate'],
    ['a consonant changed', 'HEGG560427MVZRRM04', 'checkDigit'],
    ['homonym digit changed', 'BEML920313HMCLNS19', 'checkDigit'],
    ['month 00', 'SABC560026MDFLRN01', 'birthDate'],
    ['month 16', 'SABC561626MDFLRN01', 'birthDate'],
    ['day 32', 'SABC560632MDFLRN01', 'birthDate'],
    ['29 February in a common year (1955, a digit at 17)', 'SABC550229MDFLRN01', 'birthDate'],
    ['state XX', 'SABC560626MXXLRN01', 'state'],
    ['state OX', 'SABC560626MOXLRN01', 'state'],
    ['sex A', 'SABC560626ADFLRN01', 'format'],
    ['17 characters', 'SABC560626MDFLRN0', 'format'],
    ['a vowel among the consonants', 'SABC560626MDFARN01', 'format'],
    ['lower case', 'sabc560626mdflrn01', 'format'],
  ])('%s: %s is refused as %s', (_name, curp, problem) => {
    expect(curpProblem(curp)).toBe(problem);
  });

  it('reads the century from the homonym character: a digit before 2000, a letter from 2000', () => {
    // 29 February 2000 exists (2000 is a leap year), 29 February 1900 does not.
    const born2000 = `AAAA000229MDFBBBA`;
    const born1900 = `AAAA000229MDFBBB0`;
    expect(curpProblem(born2000 + String(curpCheckDigit(born2000)))).toBeNull();
    expect(curpProblem(born1900 + String(curpCheckDigit(born1900)))).toBe('birthDate');
  });

  it('accepts NE, born abroad', () => {
    const abroad = 'GAPA850101HNEBBB0';
    expect(curpProblem(abroad + String(curpCheckDigit(abroad)))).toBeNull();
  });
});
