import type { Client, ConnectConfig, SFTPWrapper, Stats } from 'ssh2';
import type { BureauDelivery, DeliveryOutcome, ReportFile } from '../types.ts';
import { checksumLine, checksumOf, isPinnedKey, outcomeOfError, remotePaths, type SftpSettings } from './sftp-fns.ts';

export interface SftpOptions extends SftpSettings {
  /** The handshake's limit; a connection that later goes quiet is ended by keepalives. */
  timeoutMs?: number;
  /**
   * The whole delivery's limit: a server that answers keepalives but never the upload would
   * otherwise hold the job for ever. Ended, the attempt is 'unavailable' and retried.
   */
  deadlineMs?: number;
}

/** ssh2 is loaded on the first delivery, so a server that never uses SFTP never loads it. */
async function loadSsh2() {
  const mod = await import('ssh2');
  // CommonJS: Node's ESM wrapper exposes the whole module as default (utils is not a named export).
  return (mod as unknown as { default: typeof mod }).default;
}

/**
 * SFTP delivery (ADR 099): the file goes up as `<name>.part` and is renamed to `<name>`, so a
 * bureau's pick-up job never sees half a file; then `<name>.sha256`. A retry after a lost answer
 * finds `<name>` of the same size (and checksum) and answers 'delivered' without a second upload.
 */
export function createSftpDelivery(options: SftpOptions): BureauDelivery {
  return { name: 'sftp', deliver: (file) => deliverBySftp(options, file) };
}

async function deliverBySftp(options: SftpOptions, file: ReportFile): Promise<DeliveryOutcome> {
  const { Client } = await loadSsh2();
  const client = new Client();
  let hostKeyRefused = false;
  const config: ConnectConfig = {
    host: options.host,
    port: options.port,
    username: options.username,
    readyTimeout: options.timeoutMs ?? 30_000,
    keepaliveInterval: 10_000,
    keepaliveCountMax: 3,
    // The raw host key blob (no hostHash set): compared with the pinned fingerprint; any other key ends the handshake.
    hostVerifier: (key: Buffer) => {
      const pinned = isPinnedKey(key, options.hostKeySha256);
      hostKeyRefused = !pinned;
      return pinned;
    },
    ...(options.privateKey ? { privateKey: options.privateKey, ...(options.passphrase ? { passphrase: options.passphrase } : {}) } : { password: options.password }),
  };
  // 15 minutes: a month's CDT file for 100,000 loans is about 15 MB, seconds on any line that works.
  const deadline = setTimeout(() => client.destroy(), options.deadlineMs ?? 15 * 60_000);
  try {
    const session = await open(client, config);
    return await put(session, file, options.directory);
  } catch (error) {
    return outcomeOfError(error, hostKeyRefused);
  } finally {
    clearTimeout(deadline);
    client.end();
  }
}

interface Session {
  sftp: SFTPWrapper;
  /** Each SFTP call raced with the connection's end: a dropped connection fails the call at once. */
  call<T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void): Promise<T>;
}

function open(client: Client, config: ConnectConfig): Promise<Session> {
  const ended = new Promise<never>((_, reject) => {
    client.on('error', reject);
    client.on('close', () => reject(Object.assign(new Error('connection closed'), { level: 'client-socket' })));
  });
  ended.catch(() => undefined); // raced below; a rejection nobody awaits must not crash the process
  const call = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
    Promise.race([new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T)))), ended]);
  const ready = new Promise<void>((resolve) => client.once('ready', () => resolve()));
  try {
    // ssh2 reads the key here and throws when it cannot (its format, a wrong passphrase): our settings.
    client.connect(config);
  } catch (error) {
    return Promise.reject(Object.assign(error as Error, { level: 'client-key' }));
  }
  return Promise.race([ready, ended])
    .then(() => call<SFTPWrapper>((done) => client.sftp(done)))
    .then((sftp) => ({ sftp, call }));
}

async function statOrNull(session: Session, path: string): Promise<Stats | null> {
  try {
    return await session.call<Stats>((done) => session.sftp.stat(path, done));
  } catch (error) {
    if ((error as { code?: unknown }).code === 2) return null; // NO_SUCH_FILE
    throw error;
  }
}

async function put(session: Session, file: ReportFile, directory: string): Promise<DeliveryOutcome> {
  const paths = remotePaths(directory, file.fileName);
  const line = Buffer.from(checksumLine(file.sha256, file.fileName));
  const writeChecksum = () => session.call<void>((done) => session.sftp.writeFile(paths.checksum, line, done));
  const existing = await statOrNull(session, paths.final);
  if (existing) {
    // Delivered before and the answer lost, or a different file under our name: told apart by size and checksum.
    const sum = (await statOrNull(session, paths.checksum)) && (await session.call<Buffer>((done) => session.sftp.readFile(paths.checksum, done)));
    const theirs = sum ? checksumOf(sum.toString('utf8')) : null;
    if (existing.size !== file.content.length || (theirs !== null && theirs !== file.sha256.toLowerCase())) {
      return { state: 'rejected', reasons: [`A different file named ${file.fileName} is already on the bureau's server; it was not replaced.`] };
    }
    if (theirs === null) await writeChecksum();
    return { state: 'delivered', receipt: paths.final };
  }
  // 'w' truncates a .part left by an attempt cut short, so a retry starts the upload over.
  await session.call<void>((done) => session.sftp.writeFile(paths.part, file.content, done));
  const written = await session.call<Stats>((done) => session.sftp.stat(paths.part, done));
  if (written.size !== file.content.length) return { state: 'unavailable', detail: 'the upload was cut short' };
  await session.call<void>((done) => session.sftp.rename(paths.part, paths.final, done));
  await writeChecksum();
  return { state: 'delivered', receipt: paths.final };
}
