import { hasPermission, type Currency } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText, moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import type { ScreenProps } from '../../screens.ts';
import { LoanActions } from './loan-actions.tsx';
import { MatchForm } from './match-form.tsx';
import { RailRefunds } from './rail-refunds.tsx';
import { RefundForm } from './refund-form.tsx';
import { useHeldMoney, type HeldPayment } from './suspense-api.ts';

const OUTCOMES: Readonly<Record<string, UiKey>> = { suspense: 'held.outcome.suspense', credit: 'held.outcome.credit', allocated: 'held.outcome.allocated' };
/** Why a payment is held, as the repayments module records it (no personal data); a newer reason shows as its code. */
const WHY: Readonly<Record<string, UiKey>> = {
  unknown_target: 'held.why.unknown_target', currency_mismatch: 'held.why.currency_mismatch', zero_amount: 'held.why.zero_amount', no_open_loan: 'held.why.no_open_loan',
  amount_mismatch: 'held.why.amount_mismatch',
};

/** A borrower's credit, which a refund can give back: money that reached a known borrower but no loan. */
function isCredit(payment: HeldPayment): payment is HeldPayment & { userId: string } {
  return payment.userId !== null && payment.outcome !== 'suspense' && payment.unapplied > 0;
}

/** Money in suspense that can be paid into a loan (ADR 079): an amount in a currency we lend in. */
function isMatchable(payment: HeldPayment): boolean {
  return payment.outcome === 'suspense' && payment.unapplied > 0 && (payment.currency === 'NGN' || payment.currency === 'MXN');
}

/**
 * Money held (issue 10): payments in suspense and borrowers' credit; a refund asked from a
 * credit row, a match to a loan from a suspense row, and the loan actions (a manual payment, a
 * write-off) from an order number (ADR 079). Each is a four-eyes request.
 */
export function SuspenseScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const { data: staff } = useStaffSession();
  const mayRequest = hasPermission(staff?.roles ?? [], 'money.request');
  const held = useHeldMoney();
  const [refundFor, setRefundFor] = useState<{ userId: string; currency: Currency } | null>(null);
  const [matchFor, setMatchFor] = useState<HeldPayment | null>(null);
  const [status, setStatus] = useState('');

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('held.intro')}</p>
      <p className="status-line" role="status">
        {status}
      </p>
      {held.isPending ? <p>{t('app.loading')}</p> : null}
      {held.isError ? <p role="alert">{formFailureOf(held.error, [], t).general}</p> : null}
      {held.data?.length === 0 ? <p>{t('held.empty')}</p> : null}
      {held.data && held.data.length > 0 ? (
        <div className="table-scroll">
          <table>
            <caption>{t('held.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('held.paidAt')}</th>
                <th scope="col">{t('held.unapplied')}</th>
                <th scope="col">{t('held.borrower')}</th>
                <th scope="col">{t('held.outcome')}</th>
                <th scope="col">{t('held.providerReference')}</th>
                <th scope="col">{t('held.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {held.data.map((payment) => {
                const outcome = OUTCOMES[payment.outcome];
                const why = payment.reason ? WHY[payment.reason] : undefined;
                return (
                  <tr key={payment.id}>
                    <td>{dateTimeText(payment.paidAt, lang)}</td>
                    <td className="number">{moneyText(payment.unapplied, payment.currency, lang)}</td>
                    <td>{payment.userId ?? t('held.unknownBorrower')}</td>
                    <td>
                      {outcome ? t(outcome) : payment.outcome}
                      {payment.reason ? ` (${why ? t(why) : payment.reason})` : ''}
                    </td>
                    <td>{`${payment.provider} ${payment.providerReference}`}</td>
                    <td>
                      {mayRequest && isCredit(payment) ? (
                        <button type="button" className="secondary" aria-label={t('held.requestRefundFor', { borrower: payment.userId })} onClick={() => {
                          setStatus('');
                          setMatchFor(null);
                          setRefundFor({ userId: payment.userId, currency: payment.currency });
                        }}>
                          {t('held.requestRefund')}
                        </button>
                      ) : null}
                      {mayRequest && isMatchable(payment) ? (
                        <button type="button" className="secondary" aria-label={t('held.matchFor', { reference: `${payment.provider} ${payment.providerReference}` })} onClick={() => {
                          setStatus('');
                          setRefundFor(null);
                          setMatchFor(payment);
                        }}>
                          {t('held.match')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {held.hasNextPage ? (
        <button type="button" className="secondary" onClick={() => void held.fetchNextPage()} disabled={held.isFetchingNextPage}>
          {t('suspense.more')}
        </button>
      ) : null}
      <RailRefunds />
      {refundFor ? (
        <RefundForm
          key={refundFor.userId}
          userId={refundFor.userId}
          currency={refundFor.currency}
          onCancel={() => setRefundFor(null)}
          onRequested={() => {
            setRefundFor(null);
            setStatus(t('refund.requested'));
          }}
        />
      ) : null}
      {matchFor ? (
        <MatchForm
          key={matchFor.id}
          payment={matchFor}
          onCancel={() => setMatchFor(null)}
          onRequested={(id) => {
            setMatchFor(null);
            setStatus(t('match.requested', { id }));
          }}
        />
      ) : null}
      {mayRequest ? <LoanActions onRequested={setStatus} /> : null}
    </>
  );
}
