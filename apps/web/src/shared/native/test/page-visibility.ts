/**
 * The page's visibility as a WebView reports it: hidden while a native screen (the contact
 * picker, the liveness camera, the shell's own login) covers it. happy-dom is always visible.
 */
export function setPageVisible(visible: boolean): void {
  const state = visible ? 'visible' : 'hidden';
  if (document.visibilityState === state) return;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
  document.dispatchEvent(new Event('visibilitychange'));
}
