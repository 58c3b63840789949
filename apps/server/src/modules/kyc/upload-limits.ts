import { MINUTE_MS } from '../../shared/clock.ts';
import type { Limit } from '../rate-limit/rate-limit-service.ts';

/**
 * Photo uploads per borrower (ADR 027, 056): the identity step needs three and a retake or
 * two; ten a minute leaves room for a shaky hand and stops one account from feeding the photo
 * checks all day. Counted in the database, so the budget holds across instances. This is the
 * only 429 an upload answers: load never refuses one (the checks wait in the job queue).
 */
export const UPLOADS_PER_BORROWER: Limit = { max: 10, windowMs: MINUTE_MS };
