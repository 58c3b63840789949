import { isCurrency, OrderStatus, type Currency, type RepayDetailResponse, type StaffBorrowerLoan, type StatementLine } from '@lendline/domain';
import { dateTimeText, moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { Section } from './borrower-sections.tsx';
import { codeWords } from './code-words.ts';

/** The status's name in the code (Repaying, Overdue...), as staff speak of it. */
const statusName = (status: number) => Object.entries(OrderStatus).find(([, code]) => code === status)?.[0] ?? String(status);

/** Each loan: its figures, the schedule as the borrower sees it today, the payments and their channel, and the ledger's statement. */
export function LoansSection({ loans }: { loans: readonly StaffBorrowerLoan[] }) {
  const { t } = useI18n();
  return (
    <Section title={t('borrowers.section.loans')}>
      {loans.length === 0 ? <p>{t('borrowers.none')}</p> : null}
      {loans.map((loan) => (isCurrency(loan.currency) ? <Loan key={loan.orderNo} loan={loan} currency={loan.currency} /> : null))}
    </Section>
  );
}

function Loan({ loan, currency }: { loan: StaffBorrowerLoan; currency: Currency }) {
  const { t, lang } = useI18n();
  const money = (minor: number | null) => (minor === null ? '—' : moneyText(minor, currency, lang));
  const schedule = loan.schedule as RepayDetailResponse | null;
  const lines = (loan.statement ?? []) as StatementLine[];
  return (
    <article className="approval" aria-label={t('borrowers.loan', { orderNo: loan.orderNo })}>
      <h3>{t('borrowers.loan', { orderNo: loan.orderNo })}</h3>
      <p>
        {t('borrowers.loanFacts', {
          status: statusName(loan.status), amount: money(loan.amount), total: money(loan.totalRepayable), due: loan.dueDate ?? '—', product: loan.productName ?? '—',
        })}
      </p>
      {schedule ? (
        <table>
          <caption>{t('borrowers.schedule')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('borrowers.phase')}</th>
              <th scope="col">{t('borrowers.dueDate')}</th>
              <th scope="col">{t('borrowers.amount')}</th>
              <th scope="col">{t('borrowers.paid')}</th>
              <th scope="col">{t('borrowers.outstanding')}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.phases.map((phase) => (
              <tr key={phase.phase}>
                <td>{phase.phase}</td>
                <td>{phase.dueDate}</td>
                <td>{money(phase.amount)}</td>
                <td>{money(phase.paid)}</td>
                <td>{money(phase.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table>
        <caption>{t('borrowers.payments')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('borrowers.paidAt')}</th>
            <th scope="col">{t('borrowers.amount')}</th>
            <th scope="col">{t('borrowers.applied')}</th>
            <th scope="col">{t('borrowers.channel')}</th>
          </tr>
        </thead>
        <tbody>
          {loan.payments.map((payment) => (
            <tr key={`${payment.paidAt}-${payment.channel}`}>
              <td>{dateTimeText(payment.paidAt, lang)}</td>
              <td>{money(payment.amount)}</td>
              <td>{money(payment.applied)}</td>
              <td>{payment.channel}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > 0 ? (
        <table>
          <caption>{t('borrowers.statement')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('borrowers.at')}</th>
              <th scope="col">{t('borrowers.kind')}</th>
              <th scope="col">{t('borrowers.amount')}</th>
              <th scope="col">{t('borrowers.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.at}-${line.kind}-${index}`}>
                <td>{dateTimeText(line.at, lang)}</td>
                <td>{codeWords(t, 'statement.kind', line.kind)}</td>
                <td>{money(line.amount)}</td>
                <td>{money(line.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
