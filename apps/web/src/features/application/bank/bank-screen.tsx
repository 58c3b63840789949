import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { useQuery } from '../../../shared/router/location.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/loading.tsx';
import '../application.css';
import { fetchApplicationDetail, type ApplicationDetail } from '../application-api.ts';
import { ReviewSubmit } from '../review/review-submit.tsx';
import { BankForm } from './bank-form.tsx';
import { EditBank } from './edit-bank.tsx';

type View = 'loading' | 'form' | 'review';

/**
 * The bank account screen: adding it while applying, or (`?mode=edit&orderNo=`) changing it
 * after a failed payout (status 10).
 */
export function BankScreen() {
  const query = useQuery();
  return query.get('mode') === 'edit' ? <EditBank orderNo={query.get('orderNo')} /> : <AddBank />;
}

/** Status 5: the payout account; once it is saved, the review of all steps and the submit. */
function AddBank() {
  const t = useT();
  const [view, setView] = useState<View>('loading');
  const [detail, setDetail] = useState<ApplicationDetail | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchApplicationDetail(controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      setDetail(found);
      setView(found?.bankAccount ? 'review' : 'form');
    });
    return () => controller.abort();
  }, []);

  function saved() {
    setView('review');
    void fetchApplicationDetail(new AbortController().signal).then((found) => found && setDetail(found));
  }

  return (
    <Page title={t('route.addBankCard')} back="/">
      {view === 'loading' && <Spinner />}
      {view === 'form' && <BankForm onSaved={saved} />}
      {view === 'review' && <ReviewSubmit detail={detail} onEditBank={() => setView('form')} />}
    </Page>
  );
}
