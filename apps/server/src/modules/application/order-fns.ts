import { marketDate, OrderStatus, type MarketId } from '@lendline/domain';

/**
 * The draft statuses in the order their steps come (ADR 010): the status names the next step
 * to do, so an order at 17 has done personal info, identity and work.
 */
const DRAFT_SEQUENCE: readonly number[] = [
  OrderStatus.BasicInfo,
  OrderStatus.IdentityOCR,
  OrderStatus.Addition,
  OrderStatus.Question,
  OrderStatus.BindCard,
];

export type Step = 'personal' | 'identity' | 'work' | 'questionnaire' | 'bankCard';
const STEP_INDEX: Record<Step, number> = { personal: 0, identity: 1, work: 2, questionnaire: 3, bankCard: 4 };

export function isDraft(status: number): boolean {
  return DRAFT_SEQUENCE.includes(status);
}

/**
 * The status after saving a step: the next step when this was the step due, unchanged when
 * it was done before (review and edit never move back); 'early' when its turn has not come;
 * 'submitted' when the order is past the drafts.
 */
export function statusAfter(current: number, step: Step): number | 'early' | 'submitted' {
  const position = DRAFT_SEQUENCE.indexOf(current);
  if (position === -1) return 'submitted';
  const due = STEP_INDEX[step];
  if (position < due) return 'early';
  if (position > due) return current;
  return DRAFT_SEQUENCE[Math.min(due + 1, DRAFT_SEQUENCE.length - 1)]!;
}

/**
 * Open statuses a new `apply-market` must not start over: the application is being decided,
 * paid out or repaid; at 10 (payout failed) the borrower re-applies on the same order (ADR 016).
 */
export function isInProgress(status: number): boolean {
  return ([1, 2, 3, 7, 10, 14, 18, 19] as number[]).includes(status);
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I: read over the phone

/** 'LL' + YYMMDD (market calendar) + 8 random characters from `random` bytes. */
export function newOrderNo(at: Date, market: MarketId, random: Uint8Array): string {
  const day = marketDate(at, market).replace(/-/g, '').slice(2);
  const tail = Array.from(random.slice(0, 8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `LL${day}${tail}`;
}

export { marketDate };
