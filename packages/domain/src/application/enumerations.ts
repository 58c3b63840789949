import type { MarketId } from '../market/markets.ts';

/**
 * The coded choices of spec section 3. Codes, not English, travel on the wire and are
 * stored; the web translates them (`enum.<name>.<code>` in its catalogues).
 */
export const GENDER = ['1', '2'] as const; // spec: '1' male, '2' female
export const EDUCATION = ['none', 'primary', 'secondary', 'highSchool', 'bachelors', 'masters'] as const;
export const MARITAL_STATUS = ['single', 'married', 'divorced', 'widowed'] as const;
export const LOAN_PURPOSE = ['familyFunction', 'holidayTravel', 'education', 'health', 'otherPersonalUse'] as const;
export const RESIDENCE_TYPE = ['ownHouse', 'rented', 'other'] as const;
export const EMPLOYMENT_TYPE = [
  'employee', 'self_employed', 'unemployed', 'freelance', 'part_time', 'student', 'no_work', 'other',
] as const;
// The spec shows no industry values; a short list a credit model can use, ending in "other".
export const INDUSTRY = [
  'agriculture', 'bankingFinance', 'construction', 'education', 'government', 'health', 'hospitality',
  'ict', 'manufacturing', 'media', 'oilGas', 'retailTrade', 'transportLogistics', 'other',
] as const;
export const JOB_EXPERIENCE = ['under1Year', '1to3Years', 'over3Years'] as const;
/**
 * Monthly income ranges are market data (ADR 030): naira in Nigeria, pesos in Mexico, each
 * market's codes its own so a stored answer always says which currency it meant. Mexico's
 * first bound is about the 2025 general minimum wage (MX$278.80 a day, some MX$8,400 a month).
 */
export const MONTHLY_SALARY_BY_MARKET = {
  NG: ['below50k', '50kTo100k', '100kTo200k', '200kTo500k', 'above500k'],
  MX: ['mxBelow8k', 'mx8kTo15k', 'mx15kTo25k', 'mx25kTo50k', 'mxAbove50k'],
} as const satisfies Record<MarketId, readonly [string, ...string[]]>;
export const PAY_FREQUENCY = ['weekly', 'fourteen', 'monthly', 'biweekly'] as const;
export const INCOME_SOURCE = ['ownself', 'father', 'mother', 'brotherOrSister', 'otherFamilyMember'] as const;
export const CONTACT_RELATION = [
  'colleagues', 'students', 'parents', 'couples', 'siblings', 'children', 'friends', 'others',
] as const;
export const WEEKDAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Gender = (typeof GENDER)[number];
export type Education = (typeof EDUCATION)[number];
export type MaritalStatus = (typeof MARITAL_STATUS)[number];
export type LoanPurpose = (typeof LOAN_PURPOSE)[number];
export type ResidenceType = (typeof RESIDENCE_TYPE)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPE)[number];
export type Industry = (typeof INDUSTRY)[number];
export type JobExperience = (typeof JOB_EXPERIENCE)[number];
export type MonthlySalary = (typeof MONTHLY_SALARY_BY_MARKET)[MarketId][number];
export type PayFrequency = (typeof PAY_FREQUENCY)[number];
export type IncomeSource = (typeof INCOME_SOURCE)[number];
export type ContactRelation = (typeof CONTACT_RELATION)[number];
export type Weekday = (typeof WEEKDAY)[number];

/** The income ranges a borrower of the market picks from. */
export function monthlySalaryCodes(market: MarketId): readonly [MonthlySalary, ...MonthlySalary[]] {
  return MONTHLY_SALARY_BY_MARKET[market];
}

/** Bounds in the market's minor units (kobo, centavos); `max` exclusive, null for an open top range. */
export interface AmountRange {
  readonly min: number;
  readonly max: number | null;
}

/** Income ranges; the labels are written from these bounds, never typed into the text (ADR 031). */
export const MONTHLY_SALARY_RANGE: Record<MonthlySalary, AmountRange> = {
  below50k: { min: 0, max: 50_000_00 },
  '50kTo100k': { min: 50_000_00, max: 100_000_00 },
  '100kTo200k': { min: 100_000_00, max: 200_000_00 },
  '200kTo500k': { min: 200_000_00, max: 500_000_00 },
  above500k: { min: 500_000_00, max: null },
  mxBelow8k: { min: 0, max: 8_000_00 },
  mx8kTo15k: { min: 8_000_00, max: 15_000_00 },
  mx15kTo25k: { min: 15_000_00, max: 25_000_00 },
  mx25kTo50k: { min: 25_000_00, max: 50_000_00 },
  mxAbove50k: { min: 50_000_00, max: null },
};
