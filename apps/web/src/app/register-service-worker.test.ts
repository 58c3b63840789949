import { describe, expect, it, vi } from 'vitest';
import { canRegisterWorker, registerServiceWorker, WORKER_URL } from './register-service-worker.ts';

const worker = {} as ServiceWorkerContainer;
const BASE = { isProduction: true, isSecureContext: true, location: { protocol: 'https:' }, navigator: { serviceWorker: worker } };

describe('when the service worker is registered', () => {
  it.each([
    ['a production build over https', BASE, true],
    ['a production build on http://localhost (a secure context)', { ...BASE, location: { protocol: 'http:' } }, true],
    ['the development server', { ...BASE, isProduction: false }, false],
    ['a browser without service workers', { ...BASE, navigator: {} }, false],
    ['a plain-http host (not a secure context)', { ...BASE, isSecureContext: false, location: { protocol: 'http:' } }, false],
    ['a WebView’s local file:// copy', { ...BASE, location: { protocol: 'file:' } }, false],
  ])('%s: %s', (_label, env, expected) => {
    expect(canRegisterWorker(env)).toBe(expected);
  });
});

/** A window with just what registration reads, its worker container spied on. */
function fakeWindow(readyState: DocumentReadyState, hasWorkers = true) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const listeners: Array<() => void> = [];
  const win = {
    isSecureContext: true,
    location: { protocol: 'https:' },
    navigator: hasWorkers ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
  } as unknown as Window;
  return { win, register, load: () => listeners.forEach((listener) => listener()) };
}

describe('registerServiceWorker', () => {
  it('waits for the page to load, then registers the worker beside index.html, bypassing the HTTP cache', () => {
    const { win, register, load } = fakeWindow('loading');
    registerServiceWorker(win, true);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledExactlyOnceWith(WORKER_URL, { scope: './', updateViaCache: 'none' });
    expect(WORKER_URL).toBe('./service-worker.js');
  });

  it('registers at once when the page has already loaded', () => {
    const { win, register } = fakeWindow('complete');
    registerServiceWorker(win, true);
    expect(register).toHaveBeenCalledOnce();
  });

  it('does nothing in a development build or without service workers', () => {
    const dev = fakeWindow('complete');
    registerServiceWorker(dev.win, false);
    expect(dev.register).not.toHaveBeenCalled();
    const old = fakeWindow('complete', false);
    expect(() => registerServiceWorker(old.win, true)).not.toThrow();
  });

  it('keeps the app working when the browser refuses the worker', async () => {
    const { win, register } = fakeWindow('complete');
    register.mockImplementationOnce(() => Promise.reject(new Error('SecurityError')));
    registerServiceWorker(win, true);
    await Promise.resolve();
    expect(register).toHaveBeenCalledOnce();
  });

  it('is not registered by the test build (not production)', () => {
    expect(import.meta.env.PROD).toBe(false);
  });
});
