// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's `chromium` on PATH.
// Playwright's own browser download is not used: it cannot run on machines without internet.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export function findChromium() {
  const candidates = [];
  if (process.env.CHROME_PATH) candidates.push(process.env.CHROME_PATH);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'chromium'), path.join(dir, 'chromium-browser'));
  }
  candidates.push('/usr/bin/chromium');
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
