import { createContext, useContext } from 'react';
import type { RouteDef } from './route-table.ts';

/** The route being shown, for screens that read their own title (the placeholder page). */
export const RouteContext = createContext<RouteDef | null>(null);

export function useCurrentRoute(): RouteDef | null {
  return useContext(RouteContext);
}
