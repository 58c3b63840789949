import type { PortfolioTable, PortfolioView } from '@lendline/domain';
import { useQuery } from '@tanstack/react-query';
import { callStaffApi } from '../../shared/api/client.ts';

/** Every figure of the portfolio (GET /staff/portfolio, reports.read, ADR 078). */
export function usePortfolio() {
  return useQuery({ queryKey: ['portfolio'], queryFn: () => callStaffApi<PortfolioView>('GET', '/staff/portfolio') });
}

/** Where one table downloads as CSV (the server records the export in the audit trail). */
export function csvHref(table: PortfolioTable): string {
  return `/staff/portfolio/${table}.csv`;
}
