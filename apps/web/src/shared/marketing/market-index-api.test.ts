import { loanMarketIndex } from '@lendline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, networkDown, ok } from '../../test/api-mock.ts';
import { fetchMarketIndex } from './market-index-api.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the market index a landing page asks for', () => {
  it('leaves no timer behind once the server has answered, or failed to', async () => {
    vi.useFakeTimers();
    mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('MX')) });
    expect((await fetchMarketIndex('es'))?.products.length).toBeGreaterThan(0);
    mockApi({ '/loanMarket/index': networkDown });
    expect(await fetchMarketIndex('en')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after the request timeout when the server never answers', async () => {
    vi.useFakeTimers();
    mockApi({ '/loanMarket/index': () => new Promise(() => undefined) });
    const answer = fetchMarketIndex('en', 5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toBeNull();
  });
});
