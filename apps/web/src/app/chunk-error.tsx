import { useT } from '../shared/i18n/i18n-store.ts';
import { Button } from '../shared/ui/button.tsx';

/** A screen failed to load (usually its chunk, on a dropped connection): offer a reload. */
export function ChunkError() {
  const t = useT();
  return (
    <div className="page page--center" role="alert">
      <p className="notice">{t('chunkError.body')}</p>
      <p className="notice">{t('error.network')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </div>
  );
}
