import { cleanAttribution, type StaffAttributionResponse } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { deleteAttribution, insertAttribution, latestAttributions, registrationsByCampaign } from './attribution-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows staff read at once; the counts per campaign cover the whole period. */
const LATEST_ROWS = 200;

/** Where registrations came from (ADR 046): written once at registration, read by staff (marketing). */
export function createAttributionService(deps: { db: Db; now: Clock }) {
  const { db, now } = deps;
  return {
    /**
     * Keeps what `raw` carries, cleaned (`cleanAttribution`: bounded, allowlisted, never the
     * borrower's number); nothing when nothing is left. `headerAfid` (the spec's `afid` request
     * header) stands in when the body names no afid.
     */
    async record(userId: string, phone: string, raw: Partial<Record<string, unknown>> | undefined, headerAfid: unknown, at: Date): Promise<void> {
      const attribution = cleanAttribution({ afid: headerAfid, ...raw }, phone);
      if (attribution) await insertAttribution(db, userId, attribution, at);
    },

    /** Erasing a person's data (retention, ADR 020 and 046): nothing of where they came from stays. */
    erase: (userId: string) => deleteAttribution(db, userId),

    /** `GET /staff/attribution`: the last `days` days' latest attributed registrations and the count per campaign. */
    async report(days: number): Promise<StaffAttributionResponse> {
      const since = new Date(now().getTime() - days * DAY_MS);
      const [registrations, byCampaign] = await Promise.all([latestAttributions(db, since, LATEST_ROWS), registrationsByCampaign(db, since)]);
      return { since: since.toISOString(), registrations, byCampaign };
    },
  };
}
