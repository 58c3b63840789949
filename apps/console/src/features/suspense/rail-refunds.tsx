import type { RefundState } from '@lendline/domain';
import { ageText, dateTimeText, moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useRailRefunds } from './suspense-api.ts';

const STATES: Readonly<Record<RefundState, UiKey>> = {
  queued: 'railRefunds.state.queued',
  sending: 'railRefunds.state.sending',
  pending: 'railRefunds.state.pending',
  success: 'railRefunds.state.success',
  failed: 'railRefunds.state.failed',
};

/**
 * Refunds on the payout rail (ADR 085) beside the money held: each one in flight with how long
 * it has been in its state, a failed one (its money is held again, so it can be refunded
 * again) with the provider's reason, and one just sent. Our reference, never the account.
 */
export function RailRefunds() {
  const { t, lang } = useI18n();
  const refunds = useRailRefunds();
  if (!refunds.data || refunds.data.length === 0) return null;
  const now = new Date();
  return (
    <div className="table-scroll">
      <table>
        <caption>{t('railRefunds.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('railRefunds.asked')}</th>
            <th scope="col">{t('railRefunds.amount')}</th>
            <th scope="col">{t('railRefunds.borrower')}</th>
            <th scope="col">{t('railRefunds.state')}</th>
            <th scope="col">{t('railRefunds.since')}</th>
            <th scope="col">{t('railRefunds.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.data.map((refund) => {
            const state = t(STATES[refund.state]);
            return (
              <tr key={refund.id}>
                <td>{dateTimeText(refund.createdAt, lang)}</td>
                <td className="number">{moneyText(refund.amount, refund.currency, lang)}</td>
                <td>{refund.userId}</td>
                <td>{refund.state === 'failed' && refund.failureReason ? t('railRefunds.failedWhy', { state, reason: refund.failureReason }) : state}</td>
                <td>{ageText(refund.updatedAt, now, lang)}</td>
                <td>{refund.reference}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
