import { assertStorageKey, type FileStorage } from '../types.ts';
import { sha256Hex, signRequest } from './sigv4.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3Options extends S3Settings {
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  timeoutMs?: number;
}

/** A private bucket: objects are written without any ACL header, so they inherit the bucket's (private). */
export function createS3Storage(options: S3Options): FileStorage {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const base = new URL(options.endpoint);
  const call = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    assertStorageKey(key);
    const path = `${base.pathname.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key}`;
    const headers = signRequest({
      method,
      host: base.host,
      path,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: now(),
    });
    delete headers.host; // fetch sets Host itself and refuses to be told.
    return doFetch(`${base.origin}${path}`, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  };
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT failed with status ${response.status}`);
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET failed with status ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE failed with status ${response.status}`);
    },
  };
}
