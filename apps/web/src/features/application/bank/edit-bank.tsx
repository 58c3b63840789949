import { fetchLatestOrder } from '../../../shared/application/order-api.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { navigate } from '../../../shared/router/location.ts';
import { pathOf } from '../../../shared/router/route-table.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { showToast } from '../../../shared/ui/toast-store.ts';
import '../application.css';
import { applyMarketAgain } from './bank-api.ts';
import { BankForm } from './bank-form.tsx';

/**
 * After a failed payout (status 10): the borrower changes the bank account (with the bank-card
 * code, as when adding it), then the order is sent for payout again. Nothing else is re-entered.
 */
export function EditBank({ orderNo }: { orderNo: string | null }) {
  const t = useT();

  async function reapply() {
    const latest = orderNo ? null : await fetchLatestOrder({ quiet: true });
    const number = orderNo ?? (latest?.ok ? latest.data.order?.orderNo : undefined);
    if (!number) return navigate('/');
    const again = await applyMarketAgain(number);
    // The account is saved either way; on a failure home still offers to try again.
    if (again.ok) navigate(pathOf('lending'));
    else if (again.msg) showToast(again.msg, 'error');
  }

  return (
    <Page title={t('bank.editTitle')} back="/">
      <BankForm mode="edit" onSaved={() => void reapply()} />
    </Page>
  );
}
