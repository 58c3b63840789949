// The first step of `npm test`: without a browser the suite cannot pass, so say so at once.
import { findChromium } from './find-chromium.mjs';

if (!findChromium()) {
  console.error('No Chromium found: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to its executable, then run the tests again.');
  process.exit(1);
}
