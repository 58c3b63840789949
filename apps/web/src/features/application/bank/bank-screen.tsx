import { useState } from 'react';
import { useRead } from '../../../shared/api/use-read.ts';
import { StepPage } from '../../../shared/application/step-page.tsx';
import { StepModeContext, useStepReadOnly } from '../../../shared/application/step-mode.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { useQuery } from '../../../shared/router/location.ts';
import { Spinner } from '../../../shared/ui/loading.tsx';
import '../application.css';
import { APPLICATION_DETAIL } from '../application-api.ts';
import { ReviewSubmit } from '../review/review-submit.tsx';
import { BankForm } from './bank-form.tsx';
import { EditBank } from './edit-bank.tsx';

type View = 'loading' | 'form' | 'review';

/**
 * The bank account screen: adding it while applying, or (`?mode=edit&orderNo=`) changing it
 * after a failed payout (status 10). The change is no step of the application: it is never
 * read-only, whatever the submitted order says.
 */
export function BankScreen() {
  const query = useQuery();
  if (query.get('mode') !== 'edit') return <AddBank />;
  return (
    <StepModeContext value={null}>
      <EditBank orderNo={query.get('orderNo')} />
    </StepModeContext>
  );
}

/**
 * Status 5: the payout account; once it is saved, the review of all steps and the submit. The
 * first view follows this screen's own answer; saving the account asks for the detail again.
 * The review's back arrow is the bank account's form (the step before it); the form's, the
 * questionnaire. After submit the review shows what was sent, read-only.
 */
function AddBank() {
  const t = useT();
  const readOnly = useStepReadOnly();
  const detail = useRead(APPLICATION_DETAIL, {}, { quiet: true });
  const [chosen, setChosen] = useState<View | null>(null);
  const view = chosen ?? (detail.isLoading ? 'loading' : detail.data?.bankAccount ? 'review' : 'form');
  const toForm = () => setChosen('form');

  return (
    <StepPage title={t('route.addBankCard')} back={view === 'review' && !readOnly ? toForm : undefined}>
      {view === 'loading' && <Spinner />}
      {view === 'form' && <BankForm onSaved={() => setChosen('review')} />}
      {view === 'review' && <ReviewSubmit detail={detail.data ?? null} onEditBank={toForm} />}
    </StepPage>
  );
}
