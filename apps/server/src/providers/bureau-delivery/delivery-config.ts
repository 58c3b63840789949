import type { MarketId } from '@lendline/domain';
import { isHttpUrl, parseInteger, pem, trimUrl } from '../../config-fns.ts';
import type { CirculoReportingSettings } from './circulo/circulo-reporting-fns.ts';
import type { CrcSubmissionSettings } from './crc/crc-submission-fns.ts';
import type { SftpSettings } from './sftp/sftp-fns.ts';

/**
 * BUREAU_DELIVERY: how monthly reporting files reach the bureaus (ADR 099): the sandbox keeps
 * them; sftp puts them on a bureau's SFTP server; crc-api sends Nigeria's CDT files to CRC's
 * data-submission web service; circulo-api registers Mexico's accounts with Círculo de Crédito's
 * "Reportar en línea". An API of the other market is refused at start.
 */
export type BureauDeliveryName = 'sandbox' | 'sftp' | 'crc-api' | 'circulo-api';

export interface BureauDeliveryConfig {
  delivery: BureauDeliveryName;
  sftp: SftpSettings;
  crc: CrcSubmissionSettings;
  circulo: CirculoReportingSettings;
}

type Raw = (name: string) => string | undefined;

const MARKET_OF: Readonly<Record<BureauDeliveryName, MarketId | 'any'>> = { sandbox: 'any', sftp: 'any', 'crc-api': 'NG', 'circulo-api': 'MX' };
const NAMES = Object.keys(MARKET_OF) as BureauDeliveryName[];
/** OpenSSH's fingerprint (`ssh-keygen -lf`): SHA256: and 43 characters of unpadded base64. */
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}=?$/;

function readSftp(raw: Raw, required: boolean, problems: string[]): SftpSettings {
  const port = parseInteger(raw('BUREAU_SFTP_PORT'), 1, 65_535);
  if (!port.ok) problems.push(`BUREAU_SFTP_PORT: ${port.problem}`);
  const settings: SftpSettings = {
    host: raw('BUREAU_SFTP_HOST') ?? '',
    port: port.ok ? port.value : 22,
    username: raw('BUREAU_SFTP_USERNAME') ?? '',
    // Environments rarely keep newlines: a PEM written with literal \n is accepted (as STP_PRIVATE_KEY).
    privateKey: pem(raw('BUREAU_SFTP_PRIVATE_KEY')),
    passphrase: raw('BUREAU_SFTP_PRIVATE_KEY_PASSPHRASE') ?? '',
    password: raw('BUREAU_SFTP_PASSWORD') ?? '',
    hostKeySha256: raw('BUREAU_SFTP_HOST_KEY_SHA256') ?? '',
    directory: raw('BUREAU_SFTP_DIRECTORY') ?? '.',
  };
  if (!required) return settings;
  if (!settings.host) problems.push('BUREAU_SFTP_HOST: required when BUREAU_DELIVERY=sftp');
  if (!settings.username) problems.push('BUREAU_SFTP_USERNAME: required when BUREAU_DELIVERY=sftp');
  if (settings.privateKey && !settings.privateKey.includes('PRIVATE KEY')) problems.push('BUREAU_SFTP_PRIVATE_KEY: must be a PEM private key (OpenSSH or PKCS#1)');
  if (!settings.privateKey && !settings.password) {
    problems.push('BUREAU_SFTP_PRIVATE_KEY, BUREAU_SFTP_PASSWORD: one is required when BUREAU_DELIVERY=sftp');
  }
  // Without a pinned key anyone on the path could pose as the bureau and receive every borrower's data.
  if (!FINGERPRINT.test(settings.hostKeySha256)) {
    problems.push('BUREAU_SFTP_HOST_KEY_SHA256: required when BUREAU_DELIVERY=sftp, the host key fingerprint as ssh-keygen -lf prints it (SHA256:…)');
  }
  return settings;
}

export function readBureauDeliveryConfig(raw: Raw, market: MarketId, problems: string[]): BureauDeliveryConfig {
  const given = raw('BUREAU_DELIVERY') ?? 'sandbox';
  let delivery: BureauDeliveryName = 'sandbox';
  if (!(NAMES as string[]).includes(given)) problems.push(`BUREAU_DELIVERY: must be one of ${NAMES.join(', ')} (got "${given}")`);
  else delivery = given as BureauDeliveryName;
  const serves = MARKET_OF[delivery];
  if (serves !== 'any' && serves !== market) problems.push(`BUREAU_DELIVERY: ${delivery} serves ${serves}, not ${market}`);

  const sftp = readSftp(raw, delivery === 'sftp', problems);
  const crc: CrcSubmissionSettings = {
    baseUrl: trimUrl(raw('BUREAU_CRC_SUBMISSION_URL')),
    userId: raw('BUREAU_CRC_SUBMISSION_USER_ID') ?? '',
  };
  if (!isHttpUrl(crc.baseUrl)) problems.push('BUREAU_CRC_SUBMISSION_URL: must be an http(s) URL');
  if (delivery === 'crc-api' && !crc.userId) problems.push('BUREAU_CRC_SUBMISSION_USER_ID: required when BUREAU_DELIVERY=crc-api');
  const circulo: CirculoReportingSettings = {
    url: trimUrl(raw('BUREAU_CIRCULO_REPORTING_URL')),
    apiKey: raw('BUREAU_CIRCULO_REPORTING_API_KEY') ?? '',
  };
  if (delivery === 'circulo-api') {
    if (!isHttpUrl(circulo.url)) problems.push('BUREAU_CIRCULO_REPORTING_URL: required when BUREAU_DELIVERY=circulo-api, an http(s) URL');
    if (!circulo.apiKey) problems.push('BUREAU_CIRCULO_REPORTING_API_KEY: required when BUREAU_DELIVERY=circulo-api');
  }
  return { delivery, sftp, crc, circulo };
}
