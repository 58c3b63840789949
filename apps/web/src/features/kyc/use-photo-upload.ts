import type { ImageKind } from '@lendline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadPath } from './upload.ts';
import { t } from '../../shared/i18n/i18n-store.ts';
import { resizeForUpload } from './resize.ts';

export const UPLOAD_PATHS: Record<ImageKind, UploadPath> = {
  front: '/user/upload/curp/front',
  back: '/user/upload/curp/back',
  face: '/user/saveFaceImage',
};

export interface PhotoState {
  status: 'empty' | 'working' | 'done' | 'failed';
  /** 0..1 of the upload. */
  progress: number;
  preview: string | null;
  error: string | null;
}

const EMPTY: PhotoState = { status: 'empty', progress: 0, preview: null, error: null };

/** One tile's photo: resize on the device, upload with progress, keep the server's verdict. */
export function usePhotoUpload(kind: ImageKind) {
  const [state, setState] = useState<PhotoState>(EMPTY);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  const choose = useCallback(
    async (file: File | null) => {
      if (!file) return;
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
      setState((s) =>
        result.ok
          ? { ...s, status: 'done', progress: 1, error: null }
          : { ...s, status: 'failed', error: result.fields?.[0]?.message ?? result.msg },
      );
    },
    [kind],
  );

  /** Already on the server (a reload, or back from a later step): shown as uploaded. */
  const markUploaded = useCallback(() => setState((s) => (s.status === 'empty' ? { ...s, status: 'done', progress: 1 } : s)), []);
  /** An error the finish call attributed to this photo. */
  const fail = useCallback((error: string) => setState((s) => ({ ...s, status: 'failed', error })), []);
  /** Not taken yet, and continuing needs it: said at the tile, which stays ready for a first photo. */
  const need = useCallback((error: string) => setState((s) => (s.status === 'empty' ? { ...s, error } : s)), []);
  return { state, choose, fail, need, markUploaded };
}
