import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { staffEnrolFinishSchema, staffInviteSchema, staffSignInSchema } from '../../src/index.ts';

const problems = (result: { success: boolean; error?: z.core.$ZodError }) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('staff identity bodies', () => {
  it('reads an email case-insensitively and trims the code', () => {
    const parsed = staffSignInSchema.safeParse({ email: ' Ada@Lender.Example ', password: 'p', code: ' 123456 ' });
    expect(parsed.data).toEqual({ email: 'ada@lender.example', password: 'p', code: '123456' });
  });

  it('names each bad field by its catalogue key', () => {
    expect(problems(staffSignInSchema.safeParse({ email: 'ada', password: '', code: '12345' }))).toEqual([
      'email:error.staff.email', 'password:error.staff.password', 'code:error.staff.code',
    ]);
    expect(problems(staffEnrolFinishSchema.safeParse({ token: 'short', code: '123456' }))).toEqual(['token:error.staff.token']);
  });

  it('takes only known roles and the two markets in an invitation', () => {
    const good = { email: 'li@lender.example', name: 'Li Wei', roles: ['support', 'finance'], markets: ['MX'] };
    expect(staffInviteSchema.safeParse(good).success).toBe(true);
    expect(problems(staffInviteSchema.safeParse({ ...good, roles: ['owner'] }))).toEqual(['roles.0:error.staff.roles']);
    expect(problems(staffInviteSchema.safeParse({ ...good, roles: [], markets: ['US'] }))).toEqual(['roles:error.staff.roles', 'markets.0:error.staff.markets']);
  });
});
