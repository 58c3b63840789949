// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's `chromium` on PATH.
// Playwright's own browser download is not used: it cannot run on machines without internet.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export function findChromium() {
  // An explicit CHROME_PATH is the only candidate: a wrong one should fail, not be ignored.
  if (process.env.CHROME_PATH) return isExecutable(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  const candidates = [];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'chromium'), path.join(dir, 'chromium-browser'));
  }
  candidates.push('/usr/bin/chromium');
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
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
