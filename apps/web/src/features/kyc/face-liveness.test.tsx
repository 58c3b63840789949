import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELLS } from '../../shared/native/test/fake-shells.ts';
import { mockApi, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { ApiResult } from '../../shared/api/client.ts';
import { resizeForUpload } from '../../shared/photo/resize.ts';

// The browser's canvas is not in happy-dom: resizing is tested as pure functions in resize.test.ts.
vi.mock('../../shared/photo/resize.ts', () => ({
  resizeForUpload: vi.fn(async () => ({ blob: new Blob(['jpeg']), width: 640, height: 640, quality: 0.8 })),
}));

const uploads: { path: string; finish: (r: ApiResult<unknown>) => void }[] = [];
vi.mock('../../shared/photo/upload.ts', () => ({
  uploadFile: (path: string) => new Promise((resolve) => uploads.push({ path, finish: resolve })),
}));

beforeEach(() => {
  uploads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** A JPEG's first bytes, as the liveness SDK hands the image over: base64. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const BASE64 = btoa(String.fromCharCode(...JPEG));

async function open() {
  mockApi();
  await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
  return screen.findByRole('button', { name: 'Start face recognition' });
}

describe.each(['dingshuangdian', 'liruixing', 'flutterAndroid', 'flutterIos'] as const)('the face step inside %s (issue 19, 1.5)', (name) => {
  it("uses the shell's liveness check and uploads its image through the photo pipeline", async () => {
    const shell = SHELLS[name]();
    const user = userEvent.setup();
    await user.click(await open());
    await waitFor(() => expect(shell.screen).toBe('liveness'));
    act(() => shell.finishLiveness({ livenessId: 'live-1', file: BASE64 }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe('/user/saveFaceImage');
    const photo = vi.mocked(resizeForUpload).mock.calls.at(-1)!;
    expect(photo[1]).toBe('face');
    expect(new Uint8Array(await (photo[0] as Blob).arrayBuffer())).toEqual(JPEG);
    act(() => uploads[0]!.finish({ ok: true, data: { imageId: 'i', status: 'checked' } }));
    expect(await screen.findByText('Face photo uploaded')).toBeTruthy();
    // The file input stays, for a borrower whose camera check does not work.
    expect(screen.getByLabelText('Face photo').getAttribute('type')).toBe('file');
  });

  it('a failed check says so at the face photo, in the borrower’s language, and keeps the file input', async () => {
    const shell = SHELLS[name]();
    const user = userEvent.setup();
    await user.click(await open());
    await waitFor(() => expect(shell.screen).toBe('liveness'));
    act(() => shell.finishLiveness({ errorMsg: 'face not detected' }));
    const face = screen.getByLabelText('Face photo');
    await waitFor(() => expect(document.getElementById(face.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toContain('Face recognition failed'));
    expect(uploads).toHaveLength(0);
  });
});

describe('the face step in a browser', () => {
  it('offers only the photo: there is no liveness check to start', async () => {
    mockApi();
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByLabelText('Face photo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start face recognition' })).toBeNull();
  });
});
