import { parseInteger, type Parsed } from '../../config-fns.ts';

/** Console sessions and sign-in limits (issue 22, ADR 072). */
export interface StaffConfig {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Failed sign-ins allowed per account, and per address, in each window. */
  failuresPerAccount: number;
  failuresPerAddress: number;
  failureWindowMinutes: number;
  enrolmentHours: number;
}

type Raw = (name: string) => string | undefined;

export function readStaffConfig(raw: Raw, problems: string[]): StaffConfig {
  const take = (name: string, parsed: Parsed<number>, fallback: number): number => {
    if (parsed.ok) return parsed.value;
    problems.push(`${name}: ${parsed.problem}`);
    return fallback;
  };
  const int = (name: string, min: number, max: number, fallback: number) => take(name, parseInteger(raw(name), min, max), fallback);
  return {
    sessionIdleMinutes: int('STAFF_SESSION_IDLE_MINUTES', 1, 24 * 60, 15),
    sessionMaxHours: int('STAFF_SESSION_MAX_HOURS', 1, 24 * 7, 8),
    failuresPerAccount: int('STAFF_SIGN_IN_FAILURES_PER_ACCOUNT', 1, 1000, 5),
    failuresPerAddress: int('STAFF_SIGN_IN_FAILURES_PER_ADDRESS', 1, 100_000, 20),
    failureWindowMinutes: int('STAFF_SIGN_IN_WINDOW_MINUTES', 1, 24 * 60, 15),
    enrolmentHours: int('STAFF_ENROLMENT_HOURS', 1, 24 * 14, 24),
  };
}
