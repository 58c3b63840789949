import { ERRORS } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { request } from '../../shared/api/client.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';

type State = 'loading' | 'empty' | 'notAvailable' | 'failed';

/** Asks for the orders; until the orders issue lands, an empty list or a polite "not yet". */
export function OrdersPanel() {
  const t = useT();
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void request('/loan/loan-order/list', {}, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState('empty');
      else setState(result.code === ERRORS.NOT_AVAILABLE_YET.code ? 'notAvailable' : 'failed');
    });
    return () => controller.abort();
  }, [attempt]);

  if (state === 'loading') return <Skeleton lines={3} />;
  if (state === 'notAvailable') return <p className="empty">{t('records.notAvailable')}</p>;
  if (state === 'failed') {
    return (
      <div className="empty">
        <p>{t('records.loadFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setState('loading');
            setAttempt((value) => value + 1);
          }}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <p className="empty">{t('records.empty')}</p>;
}
