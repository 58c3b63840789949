import type { ImageKind, PhotoCheck } from '@lendline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../shared/api/client.ts';
import { createPhotoChecks, type PhotoChecks } from './photo-checks.ts';
import { uploadFile } from '../../shared/photo/upload.ts';
import { t } from '../../shared/i18n/i18n-store.ts';
import { resizeForUpload } from '../../shared/photo/resize.ts';

export const UPLOAD_PATHS = {
  front: '/user/upload/curp/front',
  back: '/user/upload/curp/back',
  face: '/user/saveFaceImage',
} as const satisfies Record<ImageKind, string>;

export interface PhotoState {
  /** `checking`: the server has the photo and is checking it (ADR 056); the verdict follows. */
  status: 'empty' | 'working' | 'checking' | 'done' | 'failed';
  /** 0..1 of the upload. */
  progress: number;
  preview: string | null;
  error: string | null;
}

const EMPTY: PhotoState = { status: 'empty', progress: 0, preview: null, error: null };

const rejectionOf = (check: PhotoCheck) => t(`error.${check.rejection ?? 'KYC_IMAGE_INVALID'}`);

/** The screen's one poll of every photo being checked (photo-checks.ts), over the API client. */
export function createScreenPhotoChecks(): PhotoChecks {
  return createPhotoChecks(async () => {
    const result = await request('/user/curp/ocr', {}, { quiet: true });
    return result.ok ? result.data.checks : null;
  });
}

/** One tile's photo: resize on the device, upload with progress, follow the server's check (with the screen's other tiles), keep its verdict. */
export function usePhotoUpload(kind: ImageKind, checks: PhotoChecks) {
  const [state, setState] = useState<PhotoState>(EMPTY);
  const previewRef = useRef<string | null>(null);
  /** Stops following the photo being checked; a retake or leaving the screen stops following the old one. */
  const unfollowRef = useRef<(() => void) | null>(null);
  const statusRef = useRef<PhotoState['status']>('empty');
  const waitersRef = useRef<((status: PhotoState['status']) => void)[]>([]);
  useEffect(
    () => () => {
      unfollowRef.current?.();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  useEffect(() => {
    statusRef.current = state.status;
    if (state.status === 'checking') return;
    for (const resolve of waitersRef.current.splice(0)) resolve(state.status);
  }, [state.status]);

  /** Follows this photo's check until its verdict (a network failure just asks again). */
  const watch = useCallback(
    (imageId: string) => {
      unfollowRef.current?.();
      unfollowRef.current = checks.follow(kind, imageId, (check) => {
        unfollowRef.current = null;
        if (check?.imageId !== imageId) return setState(EMPTY); // replaced or removed elsewhere
        setState((s) =>
          check.status === 'checked' ? { ...s, status: 'done', progress: 1, error: null } : { ...s, status: 'failed', error: rejectionOf(check) },
        );
      });
    },
    [kind, checks],
  );

  const choose = useCallback(
    async (file: File | null) => {
      if (!file) return;
      unfollowRef.current?.();
      unfollowRef.current = null;
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      setState({ status: 'working', progress: 0, preview: null, error: null });
      let blob: Blob;
      try {
        blob = (await resizeForUpload(file, kind)).blob;
      } catch {
        setState({ ...EMPTY, status: 'failed', error: t('kyc.photoFailed') });
        return;
      }
      const preview = URL.createObjectURL(blob);
      previewRef.current = preview;
      setState((s) => ({ ...s, preview }));
      const result = await uploadFile(UPLOAD_PATHS[kind], blob, { onProgress: (progress) => setState((s) => ({ ...s, progress })) });
      if (!result.ok) return setState((s) => ({ ...s, status: 'failed', error: result.fields?.[0]?.message ?? result.msg }));
      setState((s) => ({ ...s, status: result.data.status === 'checked' ? 'done' : 'checking', progress: 1, error: null }));
      if (result.data.status === 'checking') watch(result.data.imageId);
    },
    [kind, watch],
  );

  /** Already on the server (a reload, or back from a later step): shown as it stands there. */
  const restore = useCallback(
    (check: PhotoCheck | null) => {
      if (!check || statusRef.current !== 'empty') return;
      if (check.status === 'checked') return setState((s) => ({ ...s, status: 'done', progress: 1 }));
      if (check.status === 'rejected') return setState((s) => ({ ...s, status: 'failed', error: rejectionOf(check) }));
      setState((s) => ({ ...s, status: 'checking', progress: 1 }));
      watch(check.imageId);
    },
    [watch],
  );
  /** Resolves with the tile's status once no check is pending: continuing waits for the verdicts. */
  const settled = useCallback(
    () => (statusRef.current === 'checking' ? new Promise<PhotoState['status']>((resolve) => waitersRef.current.push(resolve)) : Promise.resolve(statusRef.current)),
    [],
  );
  /** An error the finish call attributed to this photo. */
  const fail = useCallback((error: string) => setState((s) => ({ ...s, status: 'failed', error })), []);
  /** Not taken yet, and continuing needs it: said at the tile, which stays ready for a first photo. */
  const need = useCallback((error: string) => setState((s) => (s.status === 'empty' ? { ...s, error } : s)), []);
  return { state, choose, fail, need, restore, settled };
}
