import { useInfiniteQuery } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** One row of the audit trail as GET /staff/audit answers it (ADR 073). */
export interface AuditEvent {
  seq: number;
  id: string;
  at: string;
  actorKind: string;
  actorId: string;
  actorName: string;
  address: string | null;
  action: string;
  objectType: string;
  objectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  outcome: 'done' | 'refused';
}

export interface AuditFilters {
  actorId: string;
  action: string;
  objectType: string;
  objectId: string;
  /** Calendar dates as the person picked them (YYYY-MM-DD), both days included. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actorId: '', action: '', objectType: '', objectId: '', from: '', to: '' };

/** The start of a picked day in the person's own time zone, as the instant the server compares. */
function dayStart(date: string, daysLater = 0): string | null {
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return null;
  day.setDate(day.getDate() + daysLater);
  return day.toISOString();
}

/** The query the server reads: blank filters left out; `to` is exclusive there, so the day after the last one picked. */
export function auditQuery(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['actorId', 'action', 'objectType', 'objectId'] as const) {
    const value = filters[name].trim();
    if (value !== '') query.set(name, value);
  }
  const from = filters.from ? dayStart(filters.from) : null;
  const to = filters.to ? dayStart(filters.to, 1) : null;
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query;
}

/** The CSV of the chosen range (the server asks for both ends), or null until both are picked. */
export function exportHref(filters: AuditFilters): string | null {
  const query = auditQuery(filters);
  if (!query.has('from') || !query.has('to')) return null;
  return `/staff/audit/export.csv?${query.toString()}`;
}

/** Newest first, a page at a time; "more" asks for the page after the last row shown. */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit', filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const query = auditQuery(filters);
      if (pageParam !== null) query.set('cursor', String(pageParam));
      return callStaffApi<{ events: AuditEvent[]; nextCursor: number | null }>('GET', `/staff/audit?${query.toString()}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}
