import type { CorrectableField } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import { deleteProfile, findProfile, saveSection } from './profile-repository.ts';

/** Who the borrower said they are in the personal step: what other modules check identities against. */
export interface PersonalIdentity {
  firstName: string;
  middleName: string;
  lastName: string;
  /** Mexico only; null elsewhere. */
  curp: string | null;
  /** The personal step's email ('' when not given): what a collections provider files the borrower's account under. */
  email: string;
}

export type ProfileService = ReturnType<typeof createProfileService>;

/**
 * What the borrower told us in the application's steps, as other modules read it (kyc, banking,
 * loans, underwriting, repayments, retention). Part of the application module, built on the
 * database alone, so every module that reads a profile sits above it (ADR 067).
 */
export function createProfileService(deps: { db: Db }) {
  const { db } = deps;
  const personalSection = async (userId: string) => (await findProfile(db, userId))?.personal;

  return {
    /** The names (and Mexico's CURP) of the personal step, for the banking and kyc checks; null before it. */
    async personalOf(userId: string): Promise<PersonalIdentity | null> {
      const personal = await personalSection(userId);
      if (!personal) return null;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        firstName: text(personal.firstName), middleName: text(personal.middleName), lastName: text(personal.lastName),
        curp: text(personal.curp) || null, email: text(personal.email),
      };
    },

    /** The borrower's name as given in the personal step, for the loan agreement; null before it. */
    async borrowerName(userId: string): Promise<string | null> {
      const personal = await personalSection(userId);
      if (!personal) return null;
      const parts = [personal.firstName, personal.middleName, personal.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
      return parts.length > 0 ? parts.map((p) => p.trim()).join(' ') : null;
    },

    /** What the borrower told us (personal, work, questionnaire), for the credit decision; null when nothing. */
    async profileOf(userId: string): Promise<{ personal: unknown; work: unknown; questionnaire: unknown } | null> {
      const row = await findProfile(db, userId);
      return row ? { personal: row.personal, work: row.work, questionnaire: row.questionnaire } : null;
    },

    /** The personal step as stored (for a correction's check against the whole form); null before it. */
    async personalSectionOf(userId: string): Promise<Record<string, unknown> | null> {
      return (await personalSection(userId)) ?? null;
    },

    /**
     * A correction staff approved (issue 24, ADR 103): one personal field of a submitted
     * application changed, in the caller's transaction (with its audit row). False when there
     * is no personal step to correct.
     */
    async correctPersonalField(tx: Executor, userId: string, field: CorrectableField, value: string, at: Date): Promise<boolean> {
      const row = await findProfile(tx, userId);
      if (!row?.personal) return false;
      await saveSection(tx, userId, 'personal', { ...row.personal, [field]: value }, at);
      return true;
    },

    /** Retention (ADR 020): deletes the borrower's profile; the order rows stay. Idempotent. */
    async eraseProfile(userId: string): Promise<void> {
      await deleteProfile(db, userId);
    },
  };
}
