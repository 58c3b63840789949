import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/loading.tsx';
import '../application.css';
import { fetchApplicationDetail, type ApplicationDetail } from '../application-api.ts';
import { ReviewSubmit } from '../review/review-submit.tsx';
import { BankForm } from './bank-form.tsx';

type View = 'loading' | 'form' | 'review';

/** Status 5: the payout account; once it is saved, the review of all steps and the submit. */
export function BankScreen() {
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
