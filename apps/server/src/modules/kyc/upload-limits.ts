import { MINUTE_MS } from '../../shared/clock.ts';
import type { Limit } from '../rate-limit/rate-limit-service.ts';

/**
 * Photo uploads per borrower (ADR 027): the identity step needs three and a retake or two;
 * ten a minute leaves room for a shaky hand and stops one account from feeding the decoders
 * all day. Counted in the database, so the budget holds across instances.
 */
export const UPLOADS_PER_BORROWER: Limit = { max: 10, windowMs: MINUTE_MS };

/** Uploads that may queue for a decode slot on one instance; past it they are refused at once. */
export const MAX_WAITING_DECODES = 32;
