import type { EmploymentType, PayFrequency } from './enumerations.ts';

/** Types with no employer: nothing to say about industry, company or pay (spec section 5). */
const NOT_WORKING: readonly string[] = ['unemployed', 'no_work'] satisfies EmploymentType[];

export interface VisibleWorkFields {
  industryCategory: boolean;
  /** Company name, phone and address: shown with the industry. */
  company: boolean;
  jobExperience: boolean;
  payFrequency: boolean;
  monthlyPayday: boolean;
  monthlyPaydayTwo: boolean;
}

/**
 * Which work fields the form shows (spec section 5): industry hidden when unemployed;
 * experience, pay frequency and paydays hidden when unemployed or self-employed; the first
 * payday once a frequency is chosen, the second for biweekly and fourteen-day pay.
 */
export function visibleWorkFields(employmentType: string | undefined, payFrequency: string | undefined): VisibleWorkFields {
  const working = employmentType !== undefined && employmentType !== '' && !NOT_WORKING.includes(employmentType);
  const paid = working && employmentType !== 'self_employed';
  return {
    industryCategory: working,
    company: working,
    jobExperience: paid,
    payFrequency: paid,
    monthlyPayday: paid && paydayKind(payFrequency) !== null,
    monthlyPaydayTwo: paid && hasSecondPayday(payFrequency),
  };
}

/** Monthly and biweekly pay on a day of the month (1–31); weekly and fourteen-day on a weekday. */
export function paydayKind(payFrequency: string | undefined): 'dayOfMonth' | 'weekday' | null {
  if (payFrequency === 'monthly' || payFrequency === 'biweekly') return 'dayOfMonth';
  if (payFrequency === 'weekly' || payFrequency === 'fourteen') return 'weekday';
  return null;
}

/** Paid twice in the period: a second payday to ask for. */
export function hasSecondPayday(payFrequency: string | undefined): boolean {
  return payFrequency === ('biweekly' satisfies PayFrequency) || payFrequency === ('fourteen' satisfies PayFrequency);
}
