import { useState } from 'react';
import { useRead } from '../../../shared/api/use-read.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { useQuery } from '../../../shared/router/location.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/loading.tsx';
import '../application.css';
import { APPLICATION_DETAIL } from '../application-api.ts';
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

/**
 * Status 5: the payout account; once it is saved, the review of all steps and the submit. The
 * first view follows this screen's own answer; saving the account asks for the detail again.
 */
function AddBank() {
  const t = useT();
  const detail = useRead(APPLICATION_DETAIL, {}, { quiet: true });
  const [chosen, setChosen] = useState<View | null>(null);
  const view = chosen ?? (detail.isLoading ? 'loading' : detail.data?.bankAccount ? 'review' : 'form');

  return (
    <Page title={t('route.addBankCard')} back="/">
      {view === 'loading' && <Spinner />}
      {view === 'form' && <BankForm onSaved={() => setChosen('review')} />}
      {view === 'review' && <ReviewSubmit detail={detail.data ?? null} onEditBank={() => setChosen('form')} />}
    </Page>
  );
}
