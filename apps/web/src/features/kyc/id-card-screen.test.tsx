import { ERRORS } from '@lendline/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { ApiResult } from '../../shared/api/client.ts';

// The browser's canvas is not in jsdom: resizing is tested as pure functions in resize.test.ts.
vi.mock('../../shared/photo/resize.ts', () => ({
  resizeForUpload: vi.fn(async () => ({ blob: new Blob(['jpeg']), width: 1600, height: 1200, quality: 0.8 })),
}));

/** Uploads the test finishes by hand, after driving their progress. */
const uploads: { path: string; progress: (p: number) => void; finish: (r: ApiResult<unknown>) => void }[] = [];
vi.mock('../../shared/photo/upload.ts', () => ({
  uploadFile: (path: string, _blob: Blob, options: { onProgress?: (p: number) => void } = {}) =>
    new Promise((resolve) => uploads.push({ path, progress: (p) => options.onProgress?.(p), finish: resolve })),
}));

beforeEach(() => {
  uploads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const photoFile = () => new File(['raw'], 'IMG_0001.jpg', { type: 'image/jpeg' });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');

/** The photos the server already has: by default all three, so continuing reaches the server's own checks. */
const checked = (imageId: string) => ({ imageId, status: 'checked' });
const ALL_TAKEN = { front: { fullName: 'ADA' }, back: { address: 'LAGOS' }, face: true, checks: { front: checked('f'), back: checked('b'), face: checked('s') } };
/** What the server says of the photos while one is being checked, then once it has a verdict. */
const takenWith = (kind: 'front' | 'back' | 'face', check: Record<string, unknown>) => ({ ...ALL_TAKEN, checks: { ...ALL_TAKEN.checks, [kind]: check } });
/** The checks are polled 1 s after an upload, then less often (photoCheckPollDelay). */
const POLLED = { timeout: 4_000 };

/**
 * Opens the screen once it shows the server's three photos. The tiles are drawn before the
 * screen's first read of them is even sent, so a test that swaps the mock right after seeing a
 * tile would answer that read itself (with nothing taken): wait for the answer on screen.
 */
async function open() {
  mockApi({ '/user/curp/ocr': () => ok(ALL_TAKEN) });
  await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
  expect(await screen.findByText('ID back uploaded')).toBeTruthy();
  return screen.getByLabelText('ID front');
}

describe('identity check screen', () => {
  it('offers the camera for each photo: back camera for the ID, front camera for the face', async () => {
    const front = await open();
    expect(front.getAttribute('type')).toBe('file');
    expect(front.getAttribute('accept')).toBe('image/*');
    expect(front.getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('ID back').getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Face photo').getAttribute('capture')).toBe('user');
    const types = screen.getByLabelText('Type of ID');
    expect([...types.querySelectorAll('option')].map((o) => o.textContent)).toContain('National Identification Number (NIN)');
  });

  it('shows upload progress, then the uploaded state with a retake button', async () => {
    const user = userEvent.setup();
    const front = await open();
    await user.upload(front, photoFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe('/user/upload/curp/front');
    act(() => uploads[0]!.progress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Uploading ID front' });
    expect(bar.getAttribute('value')).toBe('0.4');
    act(() => uploads[0]!.finish({ ok: true, data: { imageId: 'i', status: 'checked' } }));
    expect(await screen.findByText('ID front uploaded')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retake ID front' })).toBeTruthy();
  });

  it('shows "checking" while the server checks the photo, then the tick once it is checked (ADR 056)', async () => {
    const user = userEvent.setup();
    const front = await open();
    let check: Record<string, unknown> = { imageId: 'new', status: 'checking' };
    const api = mockApi({ '/user/curp/ocr': () => ok(takenWith('front', check)) });
    await user.upload(front, photoFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.finish({ ok: true, data: { imageId: 'new', status: 'checking' } }));
    expect(await screen.findByText('ID front: checking…')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/user/curp/ocr').length).toBeGreaterThanOrEqual(1), POLLED);
    expect(screen.queryByText('ID front uploaded')).toBeNull();
    check = { imageId: 'new', status: 'checked' };
    expect(await screen.findByText('ID front uploaded', {}, POLLED)).toBeTruthy();
    expect(screen.queryByText('ID front: checking…')).toBeNull();
  });

  it('shows a rejection found by the check at that photo, in Spanish too', async () => {
    const user = userEvent.setup();
    mockApi({ '/user/curp/ocr': () => ok(ALL_TAKEN) });
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    const back = await screen.findByLabelText('Reverso de la identificación');
    mockApi({ '/user/curp/ocr': () => ok(takenWith('back', { imageId: 'dark', status: 'rejected', rejection: 'KYC_BACK_FAILED' })) });
    await user.upload(back, photoFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.finish({ ok: true, data: { imageId: 'dark', status: 'checking' } }));
    await waitFor(() => expect(describedText(back)).toContain('Falló el reconocimiento del reverso, tome una nueva foto del reverso'), POLLED);
    expect(describedText(screen.getByLabelText('Frente de la identificación'))).not.toContain('Falló');
  });

  it('follows the three photos being checked with one request each time, not one per photo', async () => {
    let check = (id: string): Record<string, unknown> => ({ imageId: id, status: 'checking' });
    const answer = () => ({ ...ALL_TAKEN, checks: { front: check('f'), back: check('b'), face: check('s') } });
    const api = mockApi({ '/user/curp/ocr': () => ok(answer()) });
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('ID front: checking…')).toBeTruthy();
    expect(screen.getByText('ID back: checking…')).toBeTruthy();
    expect(screen.getByText('Face photo: checking…')).toBeTruthy();
    check = (id) => ({ imageId: id, status: 'checked' });
    expect(await screen.findByText('ID front uploaded', {}, POLLED)).toBeTruthy();
    expect(screen.getByText('ID back uploaded')).toBeTruthy();
    expect(screen.getByText('Face photo uploaded')).toBeTruthy();
    // The screen's first read, then one ask that answered for all three.
    expect(api.callsTo('/user/curp/ocr')).toHaveLength(2);
  });

  it('waits for a photo being checked before continuing, keeping what was typed', async () => {
    const user = userEvent.setup();
    let check: Record<string, unknown> = { imageId: 'late', status: 'checking' };
    const api = mockApi({ '/user/curp/ocr': () => ok(takenWith('face', check)), '/user/finishUploadAllImg': () => ok({ orderNo: 'LN-1', status: 11 }) });
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('Face photo: checking…')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type of ID'), 'nin');
    await user.type(screen.getByLabelText('ID number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.callsTo('/user/finishUploadAllImg')).toHaveLength(0);
    check = { imageId: 'late', status: 'checked' };
    await waitFor(() => expect(api.callsTo('/user/finishUploadAllImg')).toHaveLength(1), POLLED);
    expect(api.callsTo('/user/finishUploadAllImg')[0]!.body).toEqual({ idType: 'nin', idNumber: '12345678901' });
    await waitFor(() => expect(window.location.hash).toBe('#/auth/additionalInfomation'));
  });

  it('shows the server’s recognition failure at the photo it belongs to', async () => {
    const user = userEvent.setup();
    await open();
    const face = screen.getByLabelText('Face photo');
    await user.upload(face, photoFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.finish({ ok: false, code: ERRORS.KYC_FACE_FAILED.code, msg: 'Face recognition failed, please select face recognition again.' }));
    await waitFor(() => expect(describedText(face)).toContain('Face recognition failed, please select face recognition again.'));
    expect(describedText(screen.getByLabelText('ID front'))).not.toContain('Face recognition failed');
  });

  it('puts "re-upload the back first" at the back tile when continuing without it', async () => {
    const user = userEvent.setup();
    await open();
    const api = mockApi({ '/user/finishUploadAllImg': () => ({ code: ERRORS.KYC_BACK_MISSING.code, msg: 'Please re-upload the back first' }) });
    await user.selectOptions(screen.getByLabelText('Type of ID'), 'nin');
    await user.type(screen.getByLabelText('ID number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('ID back'))).toContain('Please re-upload the back first'));
    expect(api.callsTo('/user/finishUploadAllImg')[0]!.body).toEqual({ idType: 'nin', idNumber: '12345678901' });
  });

  it('names each photo still missing at its own tile, with the ID’s errors, and sends nothing (issue 19)', async () => {
    const user = userEvent.setup();
    mockApi({ '/user/curp/ocr': () => ok({ front: { fullName: 'ADA' }, back: null, face: false, checks: { front: checked('f'), back: null, face: null } }) });
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('ID front uploaded')).toBeTruthy();
    const api = mockApi();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('ID back'))).toContain('Please take a photo of the back of your ID'));
    expect(describedText(screen.getByLabelText('Face photo'))).toContain('Please take a photo of your face');
    expect(describedText(screen.getByLabelText('ID front'))).not.toContain('Please take a photo');
    expect(describedText(screen.getByLabelText('Type of ID'))).toContain('Please select the type of ID');
    expect(api.callsTo('/user/finishUploadAllImg')).toHaveLength(0);

    // A photo taken clears its message.
    await user.upload(screen.getByLabelText('ID back'), photoFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(describedText(screen.getByLabelText('ID back'))).not.toContain('Please take a photo');
  });

  it('says it in Spanish too', async () => {
    const user = userEvent.setup();
    mockApi();
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('Frente de la identificación'))).toContain('Tome una foto del frente de su identificación'));
  });

  it('checks the ID with the server’s own schema first: a missing type or number is said at its field, nothing is sent', async () => {
    const user = userEvent.setup();
    await open();
    const api = mockApi();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('Type of ID'))).toContain('Please select the type of ID'));
    expect(describedText(screen.getByLabelText('ID number'))).toContain('Please enter your ID number');
    await user.selectOptions(screen.getByLabelText('Type of ID'), 'nin');
    await user.type(screen.getByLabelText('ID number'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('ID number'))).toContain('The ID number does not match the type of ID'));
    expect(api.callsTo('/user/finishUploadAllImg')).toHaveLength(0);
  });

  it('shows the identity error above the button and field errors at their fields', async () => {
    const user = userEvent.setup();
    await open();
    mockApi({ '/user/finishUploadAllImg': () => ({ code: ERRORS.KYC_IDENTITY_FAILED.code, msg: 'Identity information identification errors, please identify again' }) });
    await user.selectOptions(screen.getByLabelText('Type of ID'), 'nin');
    await user.type(screen.getByLabelText('ID number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Identity information identification errors, please identify again');

    mockApi({ '/user/finishUploadAllImg': () => ({ code: ERRORS.VALIDATION_FAILED.code, msg: 'x', data: { fields: [{ field: 'idNumber', message: 'The ID number does not match the type of ID' }] } }) });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('ID number'))).toContain('The ID number does not match the type of ID'));
  });

  it('goes on to additional information once the identity check passes', async () => {
    const user = userEvent.setup();
    await open();
    mockApi({ '/user/finishUploadAllImg': () => ok({ orderNo: 'LN-1', status: 11 }) });
    await user.selectOptions(screen.getByLabelText('Type of ID'), 'nin');
    await user.type(screen.getByLabelText('ID number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#/auth/additionalInfomation'));
  });

  it('returns to the order’s own step when the identity was edited from the review (status 5)', async () => {
    const user = userEvent.setup();
    await open();
    mockApi({ '/user/finishUploadAllImg': () => ok({ orderNo: 'LN-1', status: 5 }) });
    await user.selectOptions(screen.getByLabelText('Type of ID'), 'nin');
    await user.type(screen.getByLabelText('ID number'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#/bank_account/add_bankcard'));
  });

  it('shows the photos the server already has as uploaded after a reload', async () => {
    mockApi({ '/user/curp/ocr': () => ok({ front: { fullName: 'ADA' }, back: null, face: true, checks: { front: checked('f'), back: null, face: checked('s') } }) });
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('ID front uploaded')).toBeTruthy();
    expect(screen.getByText('Face photo uploaded')).toBeTruthy();
    expect(screen.queryByText('ID back uploaded')).toBeNull();
  });

  it('speaks Spanish', async () => {
    mockApi();
    await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    expect(await screen.findByLabelText('Frente de la identificación')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
