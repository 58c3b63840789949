import { staffBureauReportRequest } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { BureausService } from './bureaus-service.ts';

type BorrowerParams = { Params: { userId: string } };
type ReportParams = { Params: { userId: string; inquiryId: string } };

/**
 * A borrower's bureau consents and inquiries for staff (issue 24, ADR 102): the list with the
 * facts the decision read is `borrowers.read`; a report's full facts is `bureau-reports.read`,
 * a POST because each read is recorded, with its reason, before anything is answered.
 */
export function registerStaffBureauRoutes(staff: StaffRoutes, bureaus: BureausService): void {
  staff.get<BorrowerParams>('/staff/borrowers/:userId/bureau', { permission: 'borrowers.read' }, async (request) => ok(await bureaus.staffView(request.params.userId)));
  staff.post<ReportParams>('/staff/borrowers/:userId/bureau/:inquiryId/report', { permission: 'bureau-reports.read', action: 'bureau-report.read' }, async (request, _principal, reply, context) => {
    const body = validateForm(staffBureauReportRequest, request.body ?? {});
    if (!body.ok) return body;
    const report = await bureaus.readReport(request.params.userId, request.params.inquiryId, body.value.reason, context);
    // A credit report: never kept by anything between staff and us.
    if (report.ok) reply.header('cache-control', 'no-store');
    return report;
  });
}
