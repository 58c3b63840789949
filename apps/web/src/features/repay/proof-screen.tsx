import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { ProofForm } from './proof-form.tsx';
import { ProofList } from './proof-list.tsx';
import './repay.css';

/**
 * `/repay/voucher?orderNo=` (ours, ADR 038; reached from repay_detail's "I paid but it does not
 * show"): send a photo of a slip with what it says, and follow each proof sent for the loan.
 */
export function ProofScreen() {
  const t = useT();
  const orderNo = useQuery().get('orderNo') ?? '';
  const detail = useRead(orderNo ? '/repay/repay-order/detail' : null, { orderNo }, { quiet: true });
  const list = useRead(orderNo ? '/repay/get/voucher/list' : null, { orderNo }, { quiet: true });
  const back = orderNo ? `/repay/repay_detail?orderNo=${encodeURIComponent(orderNo)}` : '/';
  const problem = detail.error ?? list.error;
  return (
    <Page title={t('route.repaymentProof')} back={back}>
      {detail.data && <ProofForm orderNo={detail.data.orderNo} currency={detail.data.currency} />}
      {list.data && <ProofList proofs={list.data.proofs} />}
      {!detail.data && problem === null && <Spinner />}
      {problem !== null && (
        <ReadProblem
          error={problem}
          onRetry={() => {
            detail.retry();
            list.retry();
          }}
        />
      )}
      <Link to={back} className="btn btn--secondary btn--block">
        {t('proof.backToDetail')}
      </Link>
    </Page>
  );
}
