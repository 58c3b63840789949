import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const lookup = (t: ReturnType<typeof useTestApp>, i: number, forwardedFor: string) =>
  t.call('/security/existsByMobile', {
    body: { mobile: `0803${String(i).padStart(7, '0')}` },
    ip: '10.0.0.5',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('without TRUST_PROXY (the default)', () => {
  const t = useTestApp();

  it('ignores X-Forwarded-For, so a client cannot dodge its per-address limit by forging it', async () => {
    for (let i = 0; i < 30; i++) expect((await lookup(t, i, `198.51.100.${i}`)).body.code).toBe(0);
    expect((await lookup(t, 30, '198.51.100.99')).body.code).toBe(ERRORS.RATE_LIMITED.code);
  });
});

describe('with TRUST_PROXY=true (behind a load balancer)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

  it('counts per forwarded client address', async () => {
    for (let i = 0; i < 30; i++) expect((await lookup(t, i, '198.51.100.1')).body.code).toBe(0);
    expect((await lookup(t, 30, '198.51.100.1')).body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await lookup(t, 31, '198.51.100.2')).body.code).toBe(0);
  });
});
