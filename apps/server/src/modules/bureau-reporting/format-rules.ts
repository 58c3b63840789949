import type { FieldProblem } from './bureau-facts.ts';

/**
 * Field rules the bureau formats share (ADR 100, 101): each returns the rule broken, or null.
 * Pure, so every format's validator is a table of (field, rules) checked before a file leaves.
 */
export type Rule = (value: string) => string | null;

export const required: Rule = (v) => (v.trim() === '' ? 'required' : null);
export const maxLength = (n: number): Rule => (v) => (v.length > n ? 'length' : null);
export const oneOf = (codes: readonly string[]): Rule => (v) => (v !== '' && !codes.includes(v) ? 'code' : null);
export const pattern = (re: RegExp, rule: string): Rule => (v) => (v !== '' && !re.test(v) ? rule : null);
/** No line breaks or control characters in any cell: a loader would split the record. */
export const printable: Rule = (v) => {
  for (let i = 0; i < v.length; i++) {
    const code = v.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return 'characters';
  }
  return null;
};
/** A plain decimal with two places, no sign, no grouping: "1234.50". */
export const amount: Rule = pattern(/^\d{1,15}\.\d{2}$/, 'amount');
export const digits: Rule = pattern(/^\d{1,6}$/, 'digits');

function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** DD/MM/YYYY, a real day (the CDT's dates). */
export const dayMonthYear: Rule = (v) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (v === '') return null;
  return m && isRealDay(Number(m[3]), Number(m[2]), Number(m[1])) ? null : 'date';
};

/** YYYYMMDD, a real day (Círculo's dates). */
export const compactDate: Rule = (v) => {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (v === '') return null;
  return m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3])) ? null : 'date';
};

/** Checks a record against its table of rules: every broken rule of every field, in column order. */
export function checkFields(record: Readonly<Record<string, string>>, rules: Readonly<Record<string, readonly Rule[]>>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, list] of Object.entries(rules)) {
    const value = record[field] ?? '';
    for (const rule of [printable, ...list]) {
      const broken = rule(value);
      if (broken) {
        problems.push({ field, rule: broken });
        break;
      }
    }
  }
  return problems;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; empty stays empty. */
export function ddmmyyyy(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'; empty stays empty. */
export function yyyymmdd(day: string | null): string {
  return day ? day.replace(/-/g, '') : '';
}

/**
 * Days past due to a classification of the CBN's prudential bands for microfinance lending
 * (performing, pass and watch 1-30, substandard 31-60, doubtful 61-90, lost over 90), in the
 * First Central importer's codes 001-005 (research §2; to confirm with each bureau, ADR 100).
 */
export function classificationOf(daysInArrears: number): string {
  if (daysInArrears <= 0) return '001';
  if (daysInArrears <= 30) return '002';
  if (daysInArrears <= 60) return '003';
  if (daysInArrears <= 90) return '004';
  return '005';
}

/** The schedule's spacing in words: one instalment is a bullet; else by the days between them. */
export function frequencyOf(phases: number, firstDueDate: string, maturityDate: string): 'BULLET' | 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY' {
  if (phases <= 1) return 'BULLET';
  const days = (Date.parse(`${maturityDate}T00:00:00Z`) - Date.parse(`${firstDueDate}T00:00:00Z`)) / 86_400_000 / (phases - 1);
  if (days <= 10) return 'WEEKLY';
  if (days <= 20) return 'FORTNIGHTLY';
  return 'MONTHLY';
}

/** Whole days from one market day to another. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
