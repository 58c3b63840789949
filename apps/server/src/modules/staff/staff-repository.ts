import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';

/** `staff_accounts` and `staff_sessions` (ADR 072), written by the staff module alone. */

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** False when the email is taken. */
export async function insertAccount(db: Executor, row: typeof staffAccounts.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(staffAccounts).values(row).onConflictDoNothing({ target: staffAccounts.email }).returning({ id: staffAccounts.id });
  return inserted.length > 0;
}

export async function accountByEmail(db: Executor, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row;
}

export async function accountByEnrolToken(db: Executor, tokenHash: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.enrolTokenHash, tokenHash)).limit(1);
  return row;
}

export async function listAccounts(db: Executor): Promise<StaffAccountRow[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

/** Enrolment's first step: the password and a fresh second-factor secret, while still invited. */
export async function setCredentials(db: Executor, id: string, tokenHash: string, credentials: { passwordHash: string; totpSecret: string }): Promise<boolean> {
  const updated = await db
    .update(staffAccounts)
    .set({ ...credentials, totpLastStep: null })
    .where(and(eq(staffAccounts.id, id), eq(staffAccounts.enrolTokenHash, tokenHash), eq(staffAccounts.status, 'invited')))
    .returning({ id: staffAccounts.id });
  return updated.length > 0;
}

/** Enrolment's last step: active, the token spent. False when another request spent it first. */
/** The same TOTP secret sealed under the current SECRET_KEY, after a sign-in opened it under the previous one (ADR 091). */
export async function resealTotpSecret(db: Executor, id: string, totpSecret: string): Promise<void> {
  await db.update(staffAccounts).set({ totpSecret }).where(eq(staffAccounts.id, id));
}

export async function activate(db: Executor, id: string, tokenHash: string, step: number): Promise<boolean> {
  const updated = await db
    .update(staffAccounts)
    .set({ status: 'active', enrolTokenHash: null, enrolExpiresAt: null, totpLastStep: step })
    .where(and(eq(staffAccounts.id, id), eq(staffAccounts.enrolTokenHash, tokenHash), eq(staffAccounts.status, 'invited')))
    .returning({ id: staffAccounts.id });
  return updated.length > 0;
}

/**
 * Spends a TOTP step: only a step later than the last one used moves it, in one statement, so
 * two sign-ins with the same code at the same moment cannot both succeed.
 */
export async function useTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const updated = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, id), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id });
  return updated.length > 0;
}

export async function setDisabledAt(db: Executor, id: string, disabledAt: Date | null): Promise<boolean> {
  const updated = await db.update(staffAccounts).set({ disabledAt }).where(eq(staffAccounts.id, id)).returning({ id: staffAccounts.id });
  return updated.length > 0;
}

export async function accountById(db: Executor, id: string, lock = false): Promise<StaffAccountRow | undefined> {
  const query = db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setRoles(db: Executor, id: string, access: { roles: string[]; markets: string[] }): Promise<void> {
  await db.update(staffAccounts).set(access).where(eq(staffAccounts.id, id));
}

/** A lost password or authenticator (ADR 084): back to invited, with no credentials, no roles and a new link. */
export async function reopenAccount(db: Executor, id: string, link: { enrolTokenHash: string; enrolExpiresAt: Date }): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ ...link, status: 'invited', passwordHash: null, totpSecret: null, totpLastStep: null, roles: [] })
    .where(eq(staffAccounts.id, id));
}

export async function insertSession(db: Executor, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The session and its account, for the check every console request makes. */
export async function sessionByTokenHash(db: Executor, tokenHash: string): Promise<{ session: StaffSessionRow; account: StaffAccountRow } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

export async function endSession(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ endedAt: at }).where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

/** Every open session of a person: signing out everywhere, or the account disabled. */
export async function endSessionsOf(db: Executor, staffId: string, at: Date): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}
