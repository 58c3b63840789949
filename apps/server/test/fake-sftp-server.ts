import { closeSync, fstatSync, mkdtempSync, openSync, readSync, renameSync, rmSync, statSync, writeSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import ssh2, { type Connection, type ParsedKey, type SFTPWrapper } from 'ssh2';
import { fingerprintOf } from '../src/providers/bureau-delivery/sftp/sftp-fns.ts';

// CommonJS: Server and utils are not named exports under Node's ESM loader, only the default's.
const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * A bureau's SFTP server on 127.0.0.1 and a random port (ssh2's server with its SFTP subsystem),
 * writing under a temporary directory. Modes: refuse every login, drop the connection at the
 * first write of a `.part` (a line cut mid-upload), or never answer that write (a stalled server
 * whose SSH transport still answers keepalives).
 */
export type SftpFakeMode = 'normal' | 'refuse-auth' | 'disconnect-mid-upload' | 'stall-upload';

export interface FakeSftpServer {
  port: number;
  /** The local directory the remote root maps to. */
  root: string;
  /** The host key's fingerprint, as BUREAU_SFTP_HOST_KEY_SHA256 pins it. */
  hostKeySha256: string;
  /** What the server saw, in order: 'OPEN /outbox/x.part', 'RENAME …', 'WRITE …' (once per file). */
  log: string[];
  mode: SftpFakeMode;
  close(): Promise<void>;
}

export interface FakeSftpUsers {
  username: string;
  /** Keys accepted with a valid signature: public keys (OpenSSH format) or unencrypted private ones. */
  keys?: string[];
  password?: string;
}

/** An OpenSSH-format key pair; with a passphrase, the private key is encrypted under it (2 bcrypt rounds, not 16: a test's key, read in milliseconds). */
export function generateSshKeys(passphrase?: string): { privateKey: string; publicKey: string } {
  const pair = passphrase ? utils.generateKeyPairSync('ed25519', { passphrase, cipher: 'aes256-ctr', rounds: 2 }) : utils.generateKeyPairSync('ed25519');
  return { privateKey: pair.private, publicKey: pair.public };
}

function parsed(key: string): ParsedKey {
  const result = utils.parseKey(key);
  if (result instanceof Error) throw result;
  return Array.isArray(result) ? (result[0] as ParsedKey) : result;
}

export async function startFakeSftp(user: FakeSftpUsers, mode: SftpFakeMode = 'normal'): Promise<FakeSftpServer> {
  const host = generateSshKeys();
  const root = mkdtempSync(join(tmpdir(), 'lendline-fake-sftp-'));
  const allowed = (user.keys ?? []).map(parsed);
  const connections = new Set<Connection>();
  const fake: FakeSftpServer = { port: 0, root, hostKeySha256: fingerprintOf(parsed(host.publicKey).getPublicSSH()), log: [], mode, close: async () => undefined };

  const server = new Server({ hostKeys: [host.privateKey] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined); // a client that went away mid-exchange
    client.on('authentication', (ctx) => {
      if (fake.mode === 'refuse-auth' || ctx.username !== user.username) return ctx.reject();
      if (ctx.method === 'password' && user.password !== undefined && ctx.password === user.password) return ctx.accept();
      const key = ctx.method === 'publickey' ? allowed.find((k) => ctx.key.algo === k.type && ctx.key.data.equals(k.getPublicSSH())) : undefined;
      if (ctx.method === 'publickey' && key) {
        // Without a signature the client only asks whether the key would do; with one, it proves it holds the key.
        if (!ctx.signature) return ctx.accept();
        if (ctx.blob && key.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) return ctx.accept();
      }
      return ctx.reject(['publickey', 'password']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), client, fake));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const connection of connections) connection.end();
      server.close(() => {
        rmSync(root, { recursive: true, force: true });
        resolve();
      });
    });
  return fake;
}

/** Remote paths are POSIX under the fake's root; `..` cannot climb out of it. */
function local(root: string, remote: string): string {
  return join(root, posix.normalize(`/${remote}`));
}

function serveSftp(sftp: SFTPWrapper, client: Connection, fake: FakeSftpServer): void {
  const handles = new Map<number, { fd: number; remote: string }>();
  let next = 0;
  const failure = (reqid: number, error: unknown) =>
    sftp.status(reqid, (error as NodeJS.ErrnoException).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
  const handleOf = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
  const attrsOf = (size: number) => ({ mode: 0o100644, uid: 0, gid: 0, size, atime: 0, mtime: 0 });

  sftp.on('OPEN', (reqid, filename, flags) => {
    fake.log.push(`OPEN ${filename}`);
    try {
      const write = (flags & OPEN_MODE.WRITE) !== 0;
      const fd = openSync(local(fake.root, filename), write ? ((flags & OPEN_MODE.APPEND) !== 0 ? 'a' : 'w') : 'r');
      const id = next++;
      handles.set(id, { fd, remote: filename });
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(id, 0);
      sftp.handle(reqid, handle);
    } catch (error) {
      failure(reqid, error);
    }
  });
  sftp.on('WRITE', (reqid, handle, offset, data) => {
    const open = handleOf(handle);
    if (!open) return sftp.status(reqid, STATUS_CODE.FAILURE);
    if (fake.mode === 'disconnect-mid-upload' && open.remote.endsWith('.part')) {
      // Half the first chunk lands, then the line drops: the .part is left behind, as a real cut leaves it.
      writeSync(open.fd, data.subarray(0, data.length >> 1), 0, data.length >> 1, offset);
      fake.log.push(`CUT ${open.remote}`);
      return client.end();
    }
    if (fake.mode === 'stall-upload' && open.remote.endsWith('.part')) return;
    if (!fake.log.includes(`WRITE ${open.remote}`)) fake.log.push(`WRITE ${open.remote}`);
    writeSync(open.fd, data, 0, data.length, offset);
    sftp.status(reqid, STATUS_CODE.OK);
  });
  sftp.on('READ', (reqid, handle, offset, length) => {
    const open = handleOf(handle);
    if (!open) return sftp.status(reqid, STATUS_CODE.FAILURE);
    const buffer = Buffer.alloc(length);
    const read = readSync(open.fd, buffer, 0, length, offset);
    if (read === 0) return sftp.status(reqid, STATUS_CODE.EOF);
    sftp.data(reqid, buffer.subarray(0, read));
  });
  sftp.on('FSTAT', (reqid, handle) => {
    const open = handleOf(handle);
    if (!open) return sftp.status(reqid, STATUS_CODE.FAILURE);
    sftp.attrs(reqid, attrsOf(fstatSync(open.fd).size));
  });
  sftp.on('CLOSE', (reqid, handle) => {
    const open = handleOf(handle);
    if (open) {
      closeSync(open.fd);
      handles.delete(handle.readUInt32BE(0));
    }
    sftp.status(reqid, STATUS_CODE.OK);
  });
  const stat = (reqid: number, path: string) => {
    const file = local(fake.root, path);
    if (!existsSync(file)) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
    sftp.attrs(reqid, attrsOf(statSync(file).size));
  };
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);
  sftp.on('RENAME', (reqid, oldPath, newPath) => {
    fake.log.push(`RENAME ${oldPath} ${newPath}`);
    // SFTP v3: a rename onto an existing name fails (OpenSSH's server behaves so too).
    if (existsSync(local(fake.root, newPath))) return sftp.status(reqid, STATUS_CODE.FAILURE);
    try {
      renameSync(local(fake.root, oldPath), local(fake.root, newPath));
      sftp.status(reqid, STATUS_CODE.OK);
    } catch (error) {
      failure(reqid, error);
    }
  });
}
