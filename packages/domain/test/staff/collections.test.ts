import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { collectionBucketOf, collectionNoteSchema, isCollectionBucket } from '../../src/index.ts';

describe('the collections queue’s buckets (ADR 087)', () => {
  it.each([
    [0, '1-30'], [1, '1-30'], [30, '1-30'], [31, '31-60'], [60, '31-60'], [61, '61-90'], [90, '61-90'], [91, '91+'], [400, '91+'],
  ] as const)('puts %i days past due in %s', (days, bucket) => {
    expect(collectionBucketOf(days)).toBe(bucket);
  });

  it('knows its buckets and nothing else', () => {
    expect(['1-30', '91+'].every(isCollectionBucket)).toBe(true);
    expect(['current', '0-30', '', 91].some(isCollectionBucket)).toBe(false);
  });
});

describe('a collector’s note', () => {
  const parse = (input: unknown) => z.safeParse(collectionNoteSchema, input);

  it('takes words of 3 to 1,000 characters, trimmed, with an optional promise of a day and whole minor units', () => {
    expect(parse({ note: '  Called, no answer ' }).data).toEqual({ note: 'Called, no answer' });
    expect(parse({ note: 'Will pay', promisedOn: '2026-03-05', promisedAmount: 5_000_00 }).success).toBe(true);
  });

  it.each([
    [{ note: 'ok' }, 'error.collections.note'],
    [{ note: 'x'.repeat(1001) }, 'error.collections.note'],
    [{ note: 'Will pay', promisedOn: '5 March' }, 'error.collections.promisedOn'],
    [{ note: 'Will pay', promisedAmount: 12.5 }, 'error.collections.promisedAmount'],
    [{ note: 'Will pay', promisedAmount: 0 }, 'error.collections.promisedAmount'],
  ])('refuses %j with %s', (input, key) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });
});
