import { isRole, permissionsOf, type Role, type StaffMarket, type StaffPrincipal } from '@lendline/domain';
import type { StaffAccountRow } from './staff-repository.ts';

/** What the console and the admin's list show of an account: never a hash, secret or token. */
export interface StaffView {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  markets: StaffMarket[];
}

export interface StaffListEntry extends StaffView {
  status: 'invited' | 'active';
  /** One word for the console's list: disabled wins over the rest. */
  state: 'invited' | 'active' | 'disabled';
  disabled: boolean;
  createdAt: string;
}

const isMarket = (value: string): value is StaffMarket => value === 'NG' || value === 'MX';

/** Stored roles and markets are read through the domain's guards: a role dropped from ROLES grants nothing. */
export function staffView(row: StaffAccountRow): StaffView {
  return { id: row.id, email: row.email, name: row.name, roles: row.roles.filter(isRole), markets: row.markets.filter(isMarket) };
}

export function listEntry(row: StaffAccountRow): StaffListEntry {
  const status = row.status === 'active' ? 'active' : 'invited';
  return { ...staffView(row), status, state: row.disabledAt !== null ? 'disabled' : status, disabled: row.disabledAt !== null, createdAt: row.createdAt.toISOString() };
}

export function principalOf(row: StaffAccountRow, sessionId: string): StaffPrincipal {
  const view = staffView(row);
  return { kind: 'staff', id: view.id, name: view.name, roles: view.roles, permissions: permissionsOf(view.roles), markets: view.markets, sessionId };
}
