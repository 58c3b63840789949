import { isPortfolioTable } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { fail, ok } from '../../shared/outcome.ts';
import type { PortfolioService } from './portfolio-service.ts';

/**
 * The portfolio for staff who read reports (reports.read, issue 22, ADR 078): every figure as
 * JSON, and each table as a CSV file (the export is recorded in the audit trail).
 */
export function registerStaffPortfolioRoutes(staff: StaffRoutes, portfolio: PortfolioService): void {
  staff.get('/staff/portfolio', { permission: 'reports.read' }, async () => ok(await portfolio.figures()));
  staff.get<{ Params: { table: string } }>('/staff/portfolio/:table.csv', { permission: 'reports.read' }, async (request, _principal, reply, context) => {
    const table = request.params.table;
    if (!isPortfolioTable(table)) return fail('NOT_FOUND');
    const { name, csv } = await portfolio.exportCsv(table, context);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(csv);
  });
}
