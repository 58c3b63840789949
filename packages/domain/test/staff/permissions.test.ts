import { describe, expect, it } from 'vitest';
import { hasPermission, isPermission, isRole, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, ROLES } from '../../src/index.ts';

describe('the staff permission table', () => {
  it('gives every permission to at least one role, and no role a permission that does not exist', () => {
    const granted = new Set(ROLES.flatMap((role) => ROLE_PERMISSIONS[role]));
    expect([...granted].every(isPermission)).toBe(true);
    expect(PERMISSIONS.filter((permission) => !granted.has(permission))).toEqual([]);
  });

  it('keeps staff administration with admins, and money with finance', () => {
    expect(ROLES.filter((role) => hasPermission([role], 'staff.manage'))).toEqual(['admin']);
    expect(ROLES.filter((role) => hasPermission([role], 'money.approve'))).toEqual(['finance']);
    expect(ROLES.filter((role) => hasPermission([role], 'reconciliation.resolve'))).toEqual(['finance']);
    expect(hasPermission(['support'], 'proofs.review')).toBe(false);
    expect(hasPermission(['support', 'reviewer'], 'proofs.review')).toBe(true);
  });

  it('lets only those who judge credit read a bureau report (ADR 102)', () => {
    expect(ROLES.filter((role) => hasPermission([role], 'bureau-reports.read'))).toEqual(['reviewer', 'risk']);
  });

  it('joins the permissions of several roles, and knows its own names', () => {
    const both = permissionsOf(['support', 'collections']);
    expect(both.has('complaints.answer') && both.has('collections.act')).toBe(true);
    expect(both.has('money.approve')).toBe(false);
    expect(isRole('admin')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isPermission('money.approve')).toBe(true);
    expect(isPermission('money.steal')).toBe(false);
  });
});
