import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffEnrolFinish, StaffEnrolStart, StaffInvite, StaffInvited } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import { HOUR_MS, type Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { passwordProblem } from './password-fns.ts';
import { hashPassword } from './passwords.ts';
import { decryptSecret, digestOf, encryptSecret, newToken } from './secret-fns.ts';
import * as repo from './staff-repository.ts';
import type { Keyring } from '../../shared/keyring.ts';
import { base32Encode, matchTotp, otpauthUri } from './totp-fns.ts';

export interface StaffEnrolmentDeps {
  db: Db;
  now: Clock;
  keys: Keyring;
  enrolmentHours: number;
  /** Where the console is served: PUBLIC_URL, or this server in development. */
  origin: string;
  /** The name an authenticator app lists the code under. */
  issuer: string;
}

/** 160 bits, as RFC 4226 recommends for the HMAC-SHA1 key. */
const TOTP_SECRET_BYTES = 20;

/**
 * Enrolment (ADR 072): an account is created invited, with a one-time link valid for a day;
 * the person sets a password and scans a TOTP secret, and proves the scan with a code. No
 * password is ever chosen for anyone, and the link's token is stored only as its digest.
 */
export function createStaffEnrolment(deps: StaffEnrolmentDeps) {
  const { db, now, keys } = deps;

  /** The invited account a token opens, or why not. */
  async function invitedBy(token: string): Promise<Outcome<repo.StaffAccountRow>> {
    const account = await repo.accountByEnrolToken(db, digestOf(token));
    const live = account && account.status === 'invited' && account.disabledAt === null && account.enrolExpiresAt !== null && account.enrolExpiresAt > now();
    return live ? ok(account) : fail('STAFF_ENROLMENT_INVALID');
  }

  // The token travels in the fragment: a browser never sends it to a server or a proxy log.
  const linkOf = (token: string) => `${deps.origin.replace(/\/+$/, '')}/console/#/enrol?token=${token}`;

  return {
    /** An invited account and its link; `createdBy` null for the first admin (the command line). */
    /** `record`: the audit row of an admin's invitation, written last in the same transaction (ADR 077). */
    async invite(input: StaffInvite, createdBy: string | null, record?: (tx: Executor, id: string) => Promise<void>): Promise<Outcome<StaffInvited>> {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + deps.enrolmentHours * HOUR_MS);
      const id = randomUUID();
      const inserted = await db.transaction(async (tx) => {
        const added = await repo.insertAccount(tx, {
          id, email: input.email, name: input.name, roles: input.roles, markets: input.markets, status: 'invited',
          enrolTokenHash: digestOf(token), enrolExpiresAt: expiresAt, createdAt: at, createdBy,
        });
        if (added) await record?.(tx, id);
        return added;
      });
      if (!inserted) return fail('STAFF_EMAIL_TAKEN');
      return ok({ id, link: linkOf(token), expiresAt: expiresAt.toISOString() });
    },

    /**
     * A person who lost their password or authenticator (ADR 084): the account goes back to
     * invited, without credentials or roles, with a new link; its sessions end. `record` writes
     * the audit row in the same transaction, given the account as it was.
     */
    async reopen(id: string, record: (tx: Executor, before: repo.StaffAccountRow) => Promise<void>): Promise<Outcome<StaffInvited & { before: repo.StaffAccountRow }>> {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + deps.enrolmentHours * HOUR_MS);
      const before = await db.transaction(async (tx) => {
        const account = await repo.accountById(tx, id, true);
        if (!account || account.disabledAt !== null) return null;
        await repo.reopenAccount(tx, id, { enrolTokenHash: digestOf(token), enrolExpiresAt: expiresAt });
        await repo.endSessionsOf(tx, id, at);
        await record(tx, account);
        return account;
      });
      if (!before) return fail('NOT_FOUND');
      return ok({ id, link: linkOf(token), expiresAt: expiresAt.toISOString(), before });
    },

    /** Sets the password and a fresh TOTP secret, shown this once. Repeatable until finished (a new secret each time). */
    async startEnrolment(input: StaffEnrolStart): Promise<Outcome<{ secret: string; otpauthUri: string }>> {
      const found = await invitedBy(input.token);
      if (!found.ok) return found;
      const account = found.value;
      const problem = passwordProblem(input.password, account.email);
      if (problem) return fail('STAFF_PASSWORD_WEAK', { reason: problem }, { key: `error.STAFF_PASSWORD_WEAK.${problem}`, params: {} });
      const secret = randomBytes(TOTP_SECRET_BYTES);
      const credentials = { passwordHash: await hashPassword(input.password), totpSecret: encryptSecret(keys.current, secret) };
      if (!(await repo.setCredentials(db, account.id, digestOf(input.token), credentials))) return fail('STAFF_ENROLMENT_INVALID');
      const text = base32Encode(secret);
      return ok({ secret: text, otpauthUri: otpauthUri(deps.issuer, account.email, text) });
    },

    /** A current code proves the secret was scanned: the account is active and the link spent. */
    async finishEnrolment(input: StaffEnrolFinish): Promise<Outcome<{ active: true }>> {
      const found = await invitedBy(input.token);
      if (!found.ok) return found;
      const account = found.value;
      if (account.totpSecret === null || account.passwordHash === null) return fail('STAFF_ENROLMENT_INVALID');
      const opened = decryptSecret(keys, account.totpSecret, now());
      const step = opened && matchTotp(opened.plain, input.code, now(), account.totpLastStep);
      if (step === null || !opened) return fail('STAFF_CODE_INVALID');
      if (!(await repo.activate(db, account.id, digestOf(input.token), step))) return fail('STAFF_ENROLMENT_INVALID');
      return ok({ active: true });
    },
  };
}
