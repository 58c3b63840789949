import type { AccountDeletion } from '@lendline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useSession } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { deleteAccount } from './care-api.ts';
import { DeletionResult } from './deletion-result.tsx';
import { TextArea } from './text-area.tsx';
import './care.css';

/**
 * `/cancellation_form`: ask to delete the account. A refusal (a loan or application open) is
 * shown with the server's reason and keeps what was typed; a deletion shows what was erased
 * and what is kept by law.
 */
export function CancellationScreen() {
  const t = useT();
  const { token } = useSession();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [result, setResult] = useState<AccountDeletion | null>(null);
  const problem = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setConfirmError(confirmed ? undefined : t('care.deletion.confirmRequired'));
    if (!confirmed) return;
    const answer = await deleteAccount(reason.trim());
    if (answer.ok) return setResult(answer.data);
    const field = answer.fields?.find((f) => f.field === 'reason');
    setReasonError(field?.message);
    if (!field) {
      setFormError(answer.code === NETWORK_FAILURE ? t('error.network') : answer.msg);
      problem.current?.focus();
    }
  }

  if (result) {
    return (
      <Page title={t('route.cancellationForm')}>
        <DeletionResult result={result} />
      </Page>
    );
  }
  return (
    <Page title={t('route.cancellationForm')} back="/user_center/customer_services">
      {!token ? (
        <section className="card">
          <p>{t('care.deletion.signIn')}</p>
          <Link to="/login" className="btn btn--block">
            {t('care.signIn')}
          </Link>
        </section>
      ) : (
        <form className="card care__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="care-deletion-intro">
          <p id="care-deletion-intro">{t('care.deletion.intro')}</p>
          <TextArea label={t('care.deletion.reason.label')} error={reasonError} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className={confirmError ? 'field field--invalid' : 'field'}>
            <label className="care__check">
              <input type="checkbox" checked={confirmed} aria-invalid={confirmError ? true : undefined} aria-describedby={confirmError ? 'care-confirm-error' : undefined} onChange={(e) => setConfirmed(e.target.checked)} />
              {t('care.deletion.confirm')}
            </label>
            {confirmError && (
              <p className="field__error" id="care-confirm-error">
                {confirmError}
              </p>
            )}
          </div>
          <FormError message={formError} ref={problem} />
          <Button type="submit" className="btn--block">
            {t('care.deletion.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
