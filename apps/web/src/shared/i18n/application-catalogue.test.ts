import {
  CONTACT_RELATION, EDUCATION, EMPLOYMENT_TYPE, GENDER, INCOME_SOURCE, INDUSTRY, JOB_EXPERIENCE, LOAN_PURPOSE,
  MARITAL_STATUS, MONTHLY_SALARY, PAY_FREQUENCY, QUESTIONNAIRE, RESIDENCE_TYPE, WEEKDAY,
} from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';

// The forms build these keys from the domain's codes, so the literal-key check cannot see them.
const ENUMERATIONS: Record<string, readonly string[]> = {
  gender: GENDER,
  education: EDUCATION,
  maritalStatus: MARITAL_STATUS,
  loanPurpose: LOAN_PURPOSE,
  residenceType: RESIDENCE_TYPE,
  employmentType: EMPLOYMENT_TYPE,
  industry: INDUSTRY,
  jobExperience: JOB_EXPERIENCE,
  monthlySalary: MONTHLY_SALARY,
  payFrequency: PAY_FREQUENCY,
  incomeSource: INCOME_SOURCE,
  contactRelation: CONTACT_RELATION,
  weekday: WEEKDAY,
};

const generatedKeys = [
  ...Object.entries(ENUMERATIONS).flatMap(([name, codes]) => codes.map((code) => `enum.${name}.${code}`)),
  ...QUESTIONNAIRE.flatMap((question) => [`question.${question.id}`, ...question.options.map((option) => `question.${question.id}.${option}`)]),
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
