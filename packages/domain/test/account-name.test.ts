import { describe, expect, it } from 'vitest';
import { accountNameMatches, namedIn, nameWords } from '../src/banking/account-name.ts';

const ADAEZE = { firstName: 'Adaeze', middleName: '', lastName: 'Okafor' };
const ADAEZE_CHIOMA = { firstName: 'Adaeze', middleName: 'Chioma', lastName: 'Okafor' };
const JOSE = { firstName: 'José', lastName: 'Pérez' };

describe('nameWords', () => {
  it.each([
    ['  Adaeze   OKAFOR ', ['ADAEZE', 'OKAFOR']],
    ['José Pérez Núñez', ['JOSE', 'PEREZ', 'NUNEZ']],
    // Decomposed accents (e + combining acute) read like composed ones.
    ['Jose\u0301', ['JOSE']],
    ['OKAFOR, ADAEZE C.', ['OKAFOR', 'ADAEZE', 'C']],
    ['O’Brien', ['OBRIEN']],
    ['Smith-Jones', ['SMITH', 'JONES']],
  ])('%j → %j', (text, words) => {
    expect(nameWords(text)).toEqual(words);
  });
});

describe('accountNameMatches: the payout account is the borrower’s own', () => {
  it.each([
    ['the same names', 'ADAEZE OKAFOR', ADAEZE],
    ['surname first (banks often write it so)', 'OKAFOR ADAEZE', ADAEZE],
    ['case, spacing and punctuation', 'okafor,   adaeze.', ADAEZE],
    ['a middle name the borrower did not give', 'OKAFOR ADAEZE CHIOMA', ADAEZE],
    ['a middle name the bank does not hold', 'ADAEZE OKAFOR', ADAEZE_CHIOMA],
    ['the middle name as an initial', 'ADAEZE C. OKAFOR', ADAEZE_CHIOMA],
    ['every name, in another order', 'CHIOMA OKAFOR ADAEZE', ADAEZE_CHIOMA],
    ['accents typed on one side only', 'JOSE PEREZ', JOSE],
    ['a second surname (Mexico) the borrower did not give', 'JOSÉ PÉREZ NÚÑEZ', JOSE],
    ['an apostrophe', "MARY O'BRIEN", { firstName: 'Mary', lastName: 'OBrien' }],
    ['a hyphenated surname typed as one word', 'MARY SMITH-JONES', { firstName: 'Mary', lastName: 'SmithJones' }],
    ['a hyphenated surname of which one part was given', 'MARÍA LÓPEZ-GARCÍA', { firstName: 'María', lastName: 'López' }],
  ])('matches: %s', (_name, accountName, person) => {
    expect(accountNameMatches(accountName, person)).toBe(true);
  });

  it.each([
    ['someone else', 'BOLA BELLO', ADAEZE],
    ['the same first name, another surname', 'ADAEZE BELLO', ADAEZE],
    ['a relative: the same surname, another first name', 'CHIDI OKAFOR', ADAEZE],
    ['another middle name', 'ADAEZE NGOZI OKAFOR', ADAEZE_CHIOMA],
    ['two names the borrower never gave', 'ADAEZE NGOZI AMAKA OKAFOR', ADAEZE],
    ['the surname missing', 'ADAEZE', ADAEZE],
    ['a business account', 'OKAFOR ADAEZE VENTURES LIMITED', ADAEZE],
    ['nothing resolved', '', ADAEZE],
    ['a first name that only starts like hers', 'ADA OKAFOR', ADAEZE],
  ])('refuses: %s', (_name, accountName, person) => {
    expect(accountNameMatches(accountName, person)).toBe(false);
  });
});

describe('namedIn', () => {
  it.each([
    ['OKAFOR CHIDI EMEKA', true],
    ['Chídi  Okafor', true],
    ['CHIDI OKAFOR-NWOSU', true],
    ['CHIDI NWOSU', false],
    ['', false],
  ])('%s names Chidi Okafor: %s', (fullName, expected) => {
    expect(namedIn(fullName, { firstName: 'Chidi', lastName: 'Okafor' })).toBe(expected);
  });
});
