import type { ImageKind } from '@lendline/domain';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import type { PhotoState } from './use-photo-upload.ts';

interface PhotoTileProps {
  kind: ImageKind;
  label: string;
  state: PhotoState;
  onFile: (file: File | null) => void;
  /** Another way to get the photo, offered before the file input (the shell's liveness check). */
  before?: ReactNode;
}

/** Documents open the back camera, the face the front one; both still allow picking a file. */
const CAMERA: Record<ImageKind, 'user' | 'environment'> = { front: 'environment', back: 'environment', face: 'user' };

/** Cleared first, so picking the same file again still counts as a change. */
function retake(input: HTMLInputElement | null) {
  if (!input) return;
  input.value = '';
  input.click();
}

export function PhotoTile({ kind, label, state, onFile, before }: PhotoTileProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, progress, preview, error } = state;
  return (
    <div className="kyc-tile">
      {preview && <img className="kyc-tile__preview" src={preview} alt={t('kyc.preview', { label })} />}
      {before}
      <FileInput
        ref={inputRef}
        label={label}
        hint={t('kyc.take')}
        error={error ?? undefined}
        accept="image/*"
        capture={CAMERA[kind]}
        disabled={status === 'working'}
        onFile={onFile}
      />
      {status === 'working' && (
        <progress className="kyc-tile__progress" max={1} value={progress} aria-label={t('kyc.uploading', { label })} />
      )}
      {status === 'checking' && <p role="status">{t('kyc.checking', { label })}</p>}
      {status === 'done' && <p role="status">{t('kyc.uploaded', { label })}</p>}
      {(status === 'done' || status === 'failed' || status === 'checking') && (
        <Button variant="secondary" onClick={() => retake(inputRef.current)}>
          {t('kyc.retake', { label })}
        </Button>
      )}
    </div>
  );
}
