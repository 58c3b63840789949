import { useT } from '../i18n/i18n-store.ts';
import { useIsLoading } from './loading-store.ts';

/** A spinner with an accessible name. */
export function Spinner() {
  const t = useT();
  return <span className="spinner" role="progressbar" aria-label={t('loading.label')} />;
}

/** The blocking indicator over the screen while a `loading: true` request runs. */
export function LoadingOverlay() {
  const isLoading = useIsLoading();
  if (!isLoading) return null;
  return (
    <div className="loading-overlay">
      <Spinner />
    </div>
  );
}

/** Grey placeholder blocks while content loads; hidden from assistive technology. */
export function Skeleton({ lines = 2 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" />
      ))}
    </div>
  );
}
