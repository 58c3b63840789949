import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useSession } from '../../shared/session/session.ts';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { ChannelsCard } from './channels-card.tsx';
import { ComplaintForm } from './complaint-form.tsx';
import { ComplaintList } from './complaint-list.tsx';
import './care.css';

/**
 * `/user_center/customer_services`: the market's channels for everyone; for a signed-in borrower,
 * the complaint form, their complaints with state and answer, and the way to delete the account.
 */
export function CustomerServiceScreen() {
  const t = useT();
  const { token } = useSession();
  const care = useRead('/loanMarket/customer-service', {}, { quiet: true });
  const list = useRead(token ? '/care/complaint/list' : null, {}, { quiet: true });
  return (
    <Page title={t('route.customerServices')} back="/me">
      {care.data && <ChannelsCard care={care.data} />}
      {!care.data && care.error === null && <Spinner />}
      {care.error !== null && <ReadProblem error={care.error} onRetry={care.retry} />}
      {token ? (
        <>
          <ComplaintForm answerDays={care.data?.complaintAnswerDays ?? 5} />
          {list.data && <ComplaintList complaints={list.data.complaints} />}
          {list.error !== null && <ReadProblem error={list.error} onRetry={list.retry} />}
          <Link to="/cancellation_form" className="btn btn--secondary btn--block">
            {t('care.deletion.entry')}
          </Link>
        </>
      ) : (
        <section className="card">
          <p>{t('care.complaint.signIn')}</p>
          <Link to="/login" className="btn btn--block">
            {t('care.signIn')}
          </Link>
        </section>
      )}
    </Page>
  );
}
