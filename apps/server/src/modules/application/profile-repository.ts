import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicantProfiles } from '../../db/schema.ts';

export type ProfileRow = typeof applicantProfiles.$inferSelect;
export type ProfileSection = 'personal' | 'work' | 'questionnaire';

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, userId)).limit(1);
  return row;
}

/** Replaces one section of the borrower's profile, creating the row on the first save. */
export async function saveSection(db: Executor, userId: string, section: ProfileSection, value: object, at: Date): Promise<void> {
  await db
    .insert(applicantProfiles)
    .values({ userId, [section]: value, updatedAt: at })
    .onConflictDoUpdate({ target: applicantProfiles.userId, set: { [section]: value, updatedAt: at } });
}

/** Empties one section (to be asked anew); no row, nothing to do. */
export async function clearSection(tx: Executor, userId: string, section: ProfileSection, at: Date): Promise<void> {
  await tx.update(applicantProfiles).set({ [section]: null, updatedAt: at }).where(eq(applicantProfiles.userId, userId));
}

export async function deleteProfile(db: Executor, userId: string): Promise<void> {
  await db.delete(applicantProfiles).where(eq(applicantProfiles.userId, userId));
}
