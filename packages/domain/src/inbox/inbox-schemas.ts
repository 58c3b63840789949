import * as z from 'zod/mini';
import { INBOX_KINDS } from './inbox-kinds.ts';

/** Messages a page of `/inbox/messages` holds. */
export const INBOX_PAGE_SIZE = 20;

/** `/inbox/messages` (ours): a page of the borrower's messages, newest first; pages count from 1. */
export const inboxListRequest = z.object({
  page: z.optional(
    z.pipe(
      z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,6}$/, 'error.validation.invalid'))]),
      z.transform((value) => Number(value)),
    ).check(z.refine((value) => Number.isSafeInteger(value) && value >= 1, 'error.validation.invalid')),
  ),
});

/** One message as its borrower reads it: the text written in the request's language. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  /** The loan it is about. */
  orderNo: z.nullable(z.string()),
  title: z.string(),
  body: z.string(),
  /** ISO instants, UTC; the app shows them in the market's time zone. */
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListResponse = z.object({
  messages: z.array(inboxMessageSchema),
  page: z.number(),
  hasMore: z.boolean(),
});

/** `/inbox/unread-count` (ours): the badge on the Me tab. */
export const inboxUnreadResponse = z.object({ unread: z.number() });

/** `/inbox/messages/read` (ours): opening a message marks it read and answers it whole. */
export const inboxReadRequest = z.object({
  id: z.string('error.validation.invalid').check(z.trim(), z.minLength(1, 'error.validation.invalid'), z.maxLength(64, 'error.validation.invalid')),
});
