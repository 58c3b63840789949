import { bureauGenerateSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { BureauReportingService } from './bureau-reporting-service.ts';

/**
 * The bureau files on the staff API (issue 24, ADR 100): the list and a file's content
 * (bureau-files.read; a download is recorded, the file names every borrower), a month made now
 * and a file sent again (bureau-files.manage, each with its audit action).
 */
export function registerStaffBureauFileRoutes(staff: StaffRoutes, reporting: BureauReportingService): void {
  staff.get<{ Querystring: { period?: string } }>('/staff/bureau-files', { permission: 'bureau-files.read' }, async (request) => ({ ok: true, value: await reporting.list(request.query.period) }));
  staff.get<{ Params: { id: string } }>('/staff/bureau-files/:id/content', { permission: 'bureau-files.read' }, async (request, _principal, reply, context) => {
    const file = await reporting.download(request.params.id, context);
    if (!file.ok) return file;
    const { fileName, contentType, content, sha256 } = file.value;
    return reply
      .header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-content-sha256', sha256).header('cache-control', 'no-store').send(content);
  });
  staff.post('/staff/bureau-files/generate', { permission: 'bureau-files.manage', action: 'bureau-file.generate' }, async (request, _principal, _reply, context) => {
    const body = validateForm(bureauGenerateSchema, request.body ?? {});
    if (!body.ok) return body;
    return reporting.requestGenerate(body.value.period, context);
  });
  staff.post<{ Params: { id: string } }>('/staff/bureau-files/:id/resend', { permission: 'bureau-files.manage', action: 'bureau-file.resend' }, async (request, _principal, _reply, context) =>
    reporting.resend(request.params.id, context),
  );
}
