import {
  CONTACT_RELATION, EDUCATION, EMPLOYMENT_TYPE, GENDER, INCOME_SOURCE, INDUSTRY, JOB_EXPERIENCE, LOAN_PURPOSE, MARITAL_STATUS,
  MARKET_IDS, PAY_FREQUENCY, questionnaireOf, RESIDENCE_TYPE, TOTAL_DEBT_RANGE, WEEKDAY,
} from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';

// The forms build these keys from the domain's codes, so the literal-key check cannot see them.
// Income and debt ranges have none: their labels are written from their bounds (range-label.ts).
const ENUMERATIONS: Record<string, readonly string[]> = {
  gender: GENDER,
  education: EDUCATION,
  maritalStatus: MARITAL_STATUS,
  loanPurpose: LOAN_PURPOSE,
  residenceType: RESIDENCE_TYPE,
  employmentType: EMPLOYMENT_TYPE,
  industry: INDUSTRY,
  jobExperience: JOB_EXPERIENCE,
  payFrequency: PAY_FREQUENCY,
  incomeSource: INCOME_SOURCE,
  contactRelation: CONTACT_RELATION,
  weekday: WEEKDAY,
};

const generatedKeys = [
  ...Object.entries(ENUMERATIONS).flatMap(([name, codes]) => codes.map((code) => `enum.${name}.${code}`)),
  ...MARKET_IDS.flatMap((market) =>
    questionnaireOf(market).flatMap((question) => [`question.${question.id}`, ...question.options.filter((option) => !Object.hasOwn(TOTAL_DEBT_RANGE, option)).map((option) => `question.${question.id}.${option}`)]),
  ),
];

describe('application catalogue', () => {
  it('labels every code of every enumeration and every question and answer, in both languages', () => {
    expect(generatedKeys.length).toBeGreaterThan(100);
    expect(generatedKeys.filter((key) => !Object.hasOwn(en, key) || !Object.hasOwn(es, key))).toEqual([]);
  });

  it('has no label for a code the domain does not have', () => {
    const known = new Set(generatedKeys);
    const stale = Object.keys(en).filter((key) => (key.startsWith('enum.') || key.startsWith('question.')) && !known.has(key));
    expect(stale).toEqual([]);
  });
});
