import { decryptPath, DEFAULT_PACKAGE_NAME, ERRORS } from '@lendline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload.ts';

/** Just enough of XMLHttpRequest: records what was sent, lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  timeout = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  answer(envelope: unknown) {
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile (the kyc screen’s progress-reporting upload)', () => {
  it('posts the file in field `file` to the encrypted path with the session headers, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.localStorage.setItem('token', 'Bearer abc');
    const progress: number[] = [];
    const pending = uploadFile('/user/upload/curp/front', new Blob(['jpeg']), { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    const url = new URL(xhr.url, 'http://localhost');
    expect(decryptPath(url.pathname.replace('/api/', ''), DEFAULT_PACKAGE_NAME)).toBe('/user/upload/curp/front');
    expect(url.searchParams.get('timestamp')).toMatch(/^\d{10}$/);
    expect(xhr.headers.get('authorization')).toBe('Bearer abc');
    expect(xhr.headers.get('packagename')).toBe(DEFAULT_PACKAGE_NAME);
    expect(xhr.headers.has('content-type')).toBe(false);
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer({ code: 0, data: { imageId: 'i-1' }, msg: 'success' });
    expect(await pending).toEqual({ ok: true, data: { imageId: 'i-1' } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('hands back the field message of a refused file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadFile('/user/saveFaceImage', new Blob(['x']));
    FakeXhr.last.answer({ code: ERRORS.BODY_TOO_LARGE.code, data: { fields: [{ field: 'file', message: 'The photo is too large, please take it again' }] }, msg: 'The request is too large' });
    expect(await pending).toEqual({
      ok: false,
      code: ERRORS.BODY_TOO_LARGE.code,
      msg: 'The request is too large',
      fields: [{ field: 'file', message: 'The photo is too large, please take it again' }],
    });
  });

  it('answers a network failure with the spec’s text', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadFile('/user/upload/curp/back', new Blob(['x']));
    FakeXhr.last.onerror?.();
    expect(await pending).toMatchObject({ ok: false, code: -1, msg: 'ooops,network failed ,please reload the page' });
  });
});
