import { describe, expect, it } from 'vitest';
import { ENDPOINT_SUMMARIES, ENDPOINTS, type EndpointPath } from '../src/index.ts';

describe('the calls’ descriptions, apart from the endpoint table (issue 20)', () => {
  it('describe every call of the table, and nothing else', () => {
    for (const def of ENDPOINTS) expect(ENDPOINT_SUMMARIES[def.path as EndpointPath]?.trim(), def.path).toBeTruthy();
    expect(Object.keys(ENDPOINT_SUMMARIES).sort()).toEqual(ENDPOINTS.map((def) => def.path).sort());
  });
});
