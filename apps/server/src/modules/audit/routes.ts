import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { HOUR_MS } from '../../shared/clock.ts';
import { ok } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { AuditFilters, AuditService } from './audit-service.ts';

type Query = Partial<Record<'actorId' | 'action' | 'objectType' | 'objectId' | 'from' | 'to' | 'cursor' | 'limit', string>>;

/** An export covers a month at most: a bigger file is a job for the database's own tools. */
const EXPORT_MAX_DAYS = 31;

const instant = (text: string | undefined): Date | null | undefined => {
  if (text === undefined || text === '') return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
};
const text = (value: string | undefined) => (value === undefined || value === '' ? {} : { value });

function filtersOf(query: Query): { ok: true; filters: AuditFilters } | { ok: false; field: 'from' | 'to' } {
  const from = instant(query.from);
  const to = instant(query.to);
  if (from === null) return { ok: false, field: 'from' };
  if (to === null) return { ok: false, field: 'to' };
  const filters: AuditFilters = {};
  for (const key of ['actorId', 'action', 'objectType', 'objectId'] as const) {
    const given = text(query[key]);
    if ('value' in given) filters[key] = given.value;
  }
  if (from) filters.from = from;
  if (to) filters.to = to;
  return { ok: true, filters };
}

/**
 * The audit trail for auditors (audit.read, ADR 073, 077): a search newest first, a page at a
 * time, and the CSV of a period of at most 31 days, oldest first so each line's hash follows
 * the one before. `from` inclusive, `to` exclusive, ISO dates or instants.
 */
export function registerAuditRoutes(staff: StaffRoutes, audit: AuditService): void {
  staff.get<{ Querystring: Query }>('/staff/audit', { permission: 'audit.read' }, async (request) => {
    const parsed = filtersOf(request.query);
    if (!parsed.ok) return fieldProblem(parsed.field, `error.audit.${parsed.field}`);
    const cursor = request.query.cursor ? Number(request.query.cursor) : undefined;
    const limit = request.query.limit ? Number(request.query.limit) : undefined;
    return ok(await audit.search({ ...parsed.filters, ...(cursor !== undefined && Number.isSafeInteger(cursor) ? { cursor } : {}), ...(limit !== undefined ? { limit } : {}) }));
  });
  staff.get<{ Querystring: Query }>('/staff/audit/export.csv', { permission: 'audit.read' }, async (request, _principal, reply) => {
    const parsed = filtersOf(request.query);
    if (!parsed.ok) return fieldProblem(parsed.field, `error.audit.${parsed.field}`);
    const { from, to } = parsed.filters;
    if (!from) return fieldProblem('from', 'error.audit.from');
    if (!to || to.getTime() <= from.getTime() || to.getTime() - from.getTime() > EXPORT_MAX_DAYS * 24 * HOUR_MS) return fieldProblem('to', 'error.audit.to');
    const csv = await audit.exportCsv(parsed.filters);
    const name = `audit-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}.csv`;
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(csv);
  });
}
