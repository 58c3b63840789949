import { loanMarketIndex } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi, networkDown, ok } from '../../test/api-mock.ts';
import { serveDocumentOf } from '../../test/served-document.ts';
import { discoverServedMarket } from './discover-market.ts';
import { currentMarket } from './market.ts';

describe('the served market, before the first screen (issue 19)', () => {
  it('is the one the document names, with no request', async () => {
    const api = mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('NG')) });
    serveDocumentOf('MX');
    await discoverServedMarket();
    expect(currentMarket()).toBe('MX');
    expect(api.callsTo('/loanMarket/index')).toHaveLength(0);
  });

  it('is asked of the server when the document names none (a copy served from elsewhere)', async () => {
    const api = mockApi({ '/loanMarket/index': () => ok(loanMarketIndex('MX')) });
    await discoverServedMarket();
    expect(currentMarket()).toBe('MX');
    expect(api.callsTo('/loanMarket/index')).toHaveLength(1);
  });

  it('leaves the build’s default only when the server cannot be reached', async () => {
    mockApi({ '/loanMarket/index': networkDown });
    await discoverServedMarket();
    expect(currentMarket()).toBe('NG');
  });
});
