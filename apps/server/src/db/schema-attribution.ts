/**
 * Registration attribution (issue 12, ADR 046), written by the auth module at registration.
 * Conventions as in schema.ts: text UUID ids, instants from the injected clock.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
// Circular with schema.ts, which spreads attributionTables; safe because references() is lazy.
import { users } from './schema.ts';

const COLUMNS = ['afid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'click_id', 'landing_page'];
/** Every value at most 128 characters (ATTRIBUTION_MAX_LENGTH): the service cleans first, the database holds the line. */
const BOUNDED = COLUMNS.map((c) => `coalesce(length("${c}"), 0) <= 128`).join(' AND ');

/** One registration's first touch: the advert's id and campaign, never a phone number. */
export const registrationAttributions = pgTable(
  'registration_attributions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    afid: text('afid'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    clickId: text('click_id'),
    landingPage: text('landing_page'),
    registeredAt: instant('registered_at').notNull(),
  },
  (t) => [
    index('registration_attributions_registered_at_idx').on(t.registeredAt),
    check(
      'registration_attributions_length_check',
      sql.raw(BOUNDED),
    ),
  ],
);

export const attributionTables = { registrationAttributions };
