import { count, desc, eq, gte } from 'drizzle-orm';
import type { Attribution, AttributedRegistration } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { registrationAttributions } from '../../db/schema.ts';

/** First touch: a user's row is written once, at registration; a second write changes nothing. */
export async function insertAttribution(db: Executor, userId: string, attribution: Attribution, registeredAt: Date): Promise<void> {
  await db
    .insert(registrationAttributions)
    .values({ userId, registeredAt, ...attribution })
    .onConflictDoNothing({ target: registrationAttributions.userId });
}

export async function latestAttributions(db: Executor, since: Date, limit: number): Promise<AttributedRegistration[]> {
  const rows = await db
    .select()
    .from(registrationAttributions)
    .where(gte(registrationAttributions.registeredAt, since))
    .orderBy(desc(registrationAttributions.registeredAt))
    .limit(limit);
  return rows.map(({ registeredAt, ...row }) => ({ ...row, registeredAt: registeredAt.toISOString() }));
}

export async function registrationsByCampaign(db: Executor, since: Date) {
  const { utmSource, utmMedium, utmCampaign, registeredAt } = registrationAttributions;
  const rows = await db
    .select({ utmSource, utmMedium, utmCampaign, registrations: count() })
    .from(registrationAttributions)
    .where(gte(registeredAt, since))
    .groupBy(utmSource, utmMedium, utmCampaign)
    .orderBy(desc(count()), utmSource, utmMedium, utmCampaign);
  return rows.map((r) => ({ ...r, registrations: Number(r.registrations) }));
}

/** Erasure (ADR 046): the row says where a person came from, so it goes with their profile. */
export async function deleteAttribution(db: Executor, userId: string): Promise<void> {
  await db.delete(registrationAttributions).where(eq(registrationAttributions.userId, userId));
}

/** One borrower's first touch, for the staff's one view (ADR 081); undefined when none was recorded. */
export async function attributionOfUser(db: Executor, userId: string): Promise<AttributedRegistration | undefined> {
  const [row] = await db.select().from(registrationAttributions).where(eq(registrationAttributions.userId, userId)).limit(1);
  return row ? { ...row, registeredAt: row.registeredAt.toISOString() } : undefined;
}
