import { NETWORK_FAILURE, type ApiFailure } from '../api/client.ts';
import { useT } from '../i18n/i18n-store.ts';
import { Button } from './button.tsx';

/** A read that failed: the network message or the server's, and a Retry that keeps whatever is on screen. */
export function ReadProblem({ error, onRetry }: { error: ApiFailure; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="read-problem">
      <p role="alert">{error.code === NETWORK_FAILURE ? t('error.network') : error.msg}</p>
      <Button variant="secondary" className="btn--block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
