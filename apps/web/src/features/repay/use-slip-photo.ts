import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../shared/i18n/i18n-store.ts';
import { resizeForUpload } from '../../shared/photo/resize.ts';
import { uploadFile } from '../../shared/photo/upload.ts';

export interface SlipPhoto {
  status: 'empty' | 'working' | 'done' | 'failed';
  progress: number;
  preview: string | null;
  imageId: string | null;
  error: string | null;
}

const EMPTY: SlipPhoto = { status: 'empty', progress: 0, preview: null, imageId: null, error: null };

/**
 * The slip's photo: resized and re-encoded on the phone (no EXIF leaves it, as for identity
 * photos), previewed, uploaded with progress; the server's image id is what the proof names.
 */
export function useSlipPhoto() {
  const [photo, setPhoto] = useState<SlipPhoto>(EMPTY);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  const choose = useCallback(async (file: File | null) => {
    if (!file) return;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    setPhoto({ ...EMPTY, status: 'working' });
    let blob: Blob;
    try {
      blob = (await resizeForUpload(file, 'proof')).blob;
    } catch {
      setPhoto({ ...EMPTY, status: 'failed', error: t('proof.photo.failed') });
      return;
    }
    const preview = URL.createObjectURL(blob);
    previewRef.current = preview;
    setPhoto((p) => ({ ...p, preview }));
    const result = await uploadFile('/repay/upload/user/voucher', blob, { onProgress: (progress) => setPhoto((p) => ({ ...p, progress })) });
    setPhoto((p) =>
      result.ok ? { ...p, status: 'done', progress: 1, imageId: result.data.imageId, error: null } : { ...p, status: 'failed', imageId: null, error: result.fields?.[0]?.message ?? result.msg },
    );
  }, []);

  /** An error the save attributed to the photo (it was not found, say): take it again. */
  const fail = useCallback((error: string) => setPhoto((p) => ({ ...p, status: 'failed', imageId: null, error })), []);
  const reset = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    setPhoto(EMPTY);
  }, []);
  return { photo, choose, fail, reset };
}
