import { createCirculoReporting } from './circulo/circulo-reporting.ts';
import { createCrcSubmission } from './crc/crc-submission.ts';
import type { BureauDeliveryConfig } from './delivery-config.ts';
import { createSandboxDelivery } from './sandbox/sandbox-delivery.ts';
import { createSftpDelivery } from './sftp/sftp-delivery.ts';
import type { BureauDelivery } from './types.ts';

/** The delivery named by BUREAU_DELIVERY; an exhaustive switch, so a new adapter cannot be half-wired. */
export function createBureauDelivery(config: BureauDeliveryConfig): BureauDelivery {
  switch (config.delivery) {
    case 'sandbox':
      return createSandboxDelivery();
    case 'sftp':
      return createSftpDelivery(config.sftp);
    case 'crc-api':
      return createCrcSubmission(config.crc);
    case 'circulo-api':
      return createCirculoReporting(config.circulo);
    default: {
      const unknown: never = config.delivery;
      throw new Error(`Unknown bureau delivery ${String(unknown)}`);
    }
  }
}
