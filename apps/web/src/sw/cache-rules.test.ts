import { describe, expect, it } from 'vitest';
import { isAppDocument, isHashedAsset, isServerCall } from './cache-rules.ts';

const ROOT = new URL('https://app.lendline.ng/');
const NESTED = new URL('https://lendline.ng/app/');
const at = (path: string, scope = ROOT) => new URL(path, scope);

describe('what the service worker answers (ADR 042)', () => {
  it.each([
    ['/api/4F3A9C?timestamp=1', true],
    ['/api/', true],
    ['/openapi.json', true],
    ['/sandbox/checkout/abc', true],
    ['/staff/referrals', true],
    ['/webhooks/payout/sandbox', true],
    ['https://other.example/assets/index-abc.js', true],
    ['/', false],
    ['/assets/index-abc.js', false],
  ])('%s is a server call (never cached): %s', (path, expected) => {
    expect(isServerCall(at(path), ROOT)).toBe(expected);
  });

  it.each([
    ['/', true],
    ['/?packageName=com.lendline.app&afid=x', true],
    ['/index.html', true],
    ['/index.html?lang=es', true],
    ['/sandbox/checkout/abc', false],
    ['/api/ABC', false],
    ['/favicon.svg', false],
    ['https://other.example/', false],
  ])('a navigation to %s is the app document: %s', (path, expected) => {
    expect(isAppDocument(at(path), ROOT)).toBe(expected);
  });

  it.each([
    ['/assets/records-screen-Bdx8Fq8r.js', true],
    ['/assets/records-screen-DTQrO9Vw.css', true],
    ['/assets/es-DZFwmb76.js', true],
    ['/api/assets/x.js', false],
    ['/assets/nested/x.js', false],
    ['/index.html', false],
    ['/service-worker.js', false],
    ['https://cdn.example/assets/x.js', false],
  ])('%s is a hashed build file, kept after first use: %s', (path, expected) => {
    expect(isHashedAsset(at(path), ROOT)).toBe(expected);
  });

  it('works for an app served under a path, and never for paths outside it', () => {
    expect(isAppDocument(at('/app/', NESTED), NESTED)).toBe(true);
    expect(isAppDocument(at('/', NESTED), NESTED)).toBe(false);
    expect(isHashedAsset(at('/app/assets/x-1.js', NESTED), NESTED)).toBe(true);
    expect(isHashedAsset(at('/assets/x-1.js', NESTED), NESTED)).toBe(false);
    expect(isServerCall(at('/app/api/ABC', NESTED), NESTED)).toBe(true);
  });
});
