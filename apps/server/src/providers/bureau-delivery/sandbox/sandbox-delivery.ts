import type { BureauDelivery } from '../types.ts';

/**
 * The default delivery: nothing leaves the machine; the file is "taken" with a receipt made of
 * its checksum, so a resend of the same file gets the same receipt. The file itself stays
 * where the bureau-reporting module keeps every file (its table), for staff to download.
 */
export function createSandboxDelivery(): BureauDelivery {
  return {
    name: 'sandbox',
    async deliver(file) {
      return { state: 'delivered', receipt: `SBX-${file.sha256.slice(0, 16)}` };
    },
  };
}
