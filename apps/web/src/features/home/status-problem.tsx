import { NETWORK_FAILURE, type ApiFailure } from '../../shared/api/client.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';

interface StatusProblemProps {
  error: ApiFailure;
  retrying: boolean;
  onRetry: () => void;
  /** Nothing else is known: the message is what names the card. */
  naming?: boolean;
}

/** The latest order could not be read: why (the spec's network message, or the server's), and a Retry. */
export function StatusProblem({ error, retrying, onRetry, naming = false }: StatusProblemProps) {
  const t = useT();
  // Re-translated on a language switch; a server's message is already in the borrower's language.
  const message = error.code === NETWORK_FAILURE ? t('error.network') : error.msg;
  return (
    <>
      <p role="alert" id={naming ? 'status-title' : undefined} className="status-card__body">
        {message}
      </p>
      <Button variant="secondary" className="btn--block" busy={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </>
  );
}
