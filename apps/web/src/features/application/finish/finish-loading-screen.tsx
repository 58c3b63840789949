import { useT } from '../../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../../shared/market/market.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/loading.tsx';
import { useFinishLoading } from './use-finish-loading.ts';

const PROBLEM = { declined: 'finish.declined', failed: 'finish.failed', checkOnly: 'finish.checkOnly' } as const;

/** Status 19: the loading page after submission, where the data-collection step runs. */
export function FinishLoadingScreen() {
  const t = useT();
  const { phase, allow, decline, retry } = useFinishLoading();
  const market = useMarket();
  return (
    <Page title={t('route.finishLoading')}>
      {phase === 'working' && (
        <div role="status">
          <Spinner />
          <p>{t('finish.working')}</p>
        </div>
      )}
      {(phase === 'declined' || phase === 'failed' || phase === 'checkOnly') && (
        <div className="form">
          <p role="alert">{t(PROBLEM[phase])}</p>
          <Button className="btn--block" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      <Dialog
        open={phase === 'consent'}
        title={t('finish.consentTitle')}
        onClose={decline}
        actions={
          <>
            <Button variant="secondary" onClick={decline}>
              {t('finish.decline')}
            </Button>
            <Button onClick={() => void allow()}>{t('finish.allow')}</Button>
          </>
        }
      >
        {/* Nigeria never collects the installed apps, contacts or messages (ADR 010, 048). */}
        <p>{t(market === 'NG' ? 'finish.consentBodyNg' : 'finish.consentBody')}</p>
      </Dialog>
    </Page>
  );
}
