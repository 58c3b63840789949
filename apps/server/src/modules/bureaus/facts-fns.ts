import { namedIn, type BureauFactsSummary } from '@lendline/domain';
import type { BureauReport, BureauSubject } from '../../providers/bureau/types.ts';

/** What the decision reads of a report: counts and sums, nothing that names an account or a lender. */
export function summaryOf(report: BureauReport): BureauFactsSummary {
  const open = report.facilities.filter((f) => f.status === 'open');
  return {
    found: report.found && report.facilities.length > 0,
    score: report.score,
    openFacilities: open.length,
    totalBalance: open.reduce((sum, f) => sum + f.balance, 0),
    totalOverdue: report.facilities.reduce((sum, f) => sum + f.overdue, 0),
    maxDaysPastDue: Math.max(0, ...report.facilities.map((f) => f.daysPastDue ?? 0)),
    writtenOff: report.facilities.filter((f) => f.status === 'written_off').length,
    recentInquiries: report.recentInquiries,
  };
}

/**
 * Whether the bureau answered about the person we asked about: the birthday, where it gives one,
 * is the same, and every word of the first and last names is in its name (it may carry middle
 * names or a second surname we were not given). A report on anyone else is never used.
 */
export function isSamePerson(subject: Pick<BureauSubject, 'firstName' | 'lastName' | 'birthday'>, report: BureauReport): boolean {
  if (!report.found) return true;
  if (report.subject.birthday !== null && report.subject.birthday !== subject.birthday) return false;
  return namedIn(report.subject.fullName, subject);
}
