import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';

/** Adds one hit to a window and returns the window's total, atomically (one upsert). */
export async function incrementWindow(db: Executor, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 1;
}

/** The hits a window has counted so far (0 when none). */
export async function windowHits(db: Executor, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.hits ?? 0;
}
