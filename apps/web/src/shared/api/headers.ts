import type { BodyEncoding } from '@lendline/domain';
import { preferredLanguage } from '../i18n/i18n-store.ts';
import { readItem, readPackageName } from '../storage/storage.ts';

const CONTENT_TYPES: Partial<Record<BodyEncoding, string>> = {
  query: 'application/json;charset=UTF-8',
  json: 'application/json;charset=UTF-8',
  form: 'application/x-www-form-urlencoded;charset=UTF-8',
  // multipart: the browser writes the type itself, with the boundary.
};

/** The headers of spec section 7 for one call. */
export function buildHeaders(encoding: BodyEncoding): Headers {
  const headers = new Headers({ 'Cache-Control': 'no-cache' });
  const contentType = CONTENT_TYPES[encoding];
  if (contentType) headers.set('Content-Type', contentType);
  const token = readItem('token');
  if (token) headers.set('Authorization', token);
  // Always sent: the server must decrypt the path with the key we encrypted it with.
  headers.set('packageName', readPackageName());
  headers.set('lang', preferredLanguage());
  for (const key of ['appName', 'afid'] as const) {
    const value = readItem(key);
    if (value) headers.set(key, value);
  }
  return headers;
}
