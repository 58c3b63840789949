import { REVEAL_FIELDS, type RevealField, type StaffBorrowerView } from '@lendline/domain';
import type { ReactNode } from 'react';
import { dateTimeText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { codeWords } from './code-words.ts';
import { RevealControl } from './reveal-control.tsx';

const FIELD_LABELS: Readonly<Record<RevealField, UiKey>> = {
  phone: 'borrowers.field.phone', whatsappNo: 'borrowers.field.whatsappNo', sparePhone: 'borrowers.field.sparePhone', bvn: 'borrowers.field.bvn',
  curp: 'borrowers.field.curp', rfc: 'borrowers.field.rfc', nss: 'borrowers.field.nss', accountNumber: 'borrowers.field.accountNumber',
};

/** The profile's details the server sends (its allowlist, ADR 081), in words; a newer one shows by its name. */
const DETAIL_LABELS: Readonly<Record<string, UiKey>> = Object.fromEntries(
  ['gender', 'inputBirthday', 'education', 'maritalStatus', 'loanPurpose', 'residenceType', 'state', 'city', 'address', 'postalCode', 'email', 'employmentType',
    'industryCategory', 'jobExperience', 'payFrequency', 'monthlyPayday', 'monthlyPaydayTwo', 'monthlySalary', 'incomeSource', 'companyName', 'companyAddress', 'linkedin', 'facebook',
  ].map((name) => [name, `borrowers.detail.${name}` as UiKey]),
);
const OUTCOMES: Readonly<Record<string, UiKey>> = { approve: 'borrowers.outcome.approve', reject: 'borrowers.outcome.reject', refer: 'borrowers.outcome.refer' };

/** One titled part of the view, reachable by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="borrower-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Name/value pairs as the form sent them (codes, as the borrower chose them). */
export function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {facts.map(([name, value]) => (
        <div key={name} className="fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileSection({ view, mayReveal }: { view: StaffBorrowerView; mayReveal: boolean }) {
  const { t, lang } = useI18n();
  const { account, profile, identity } = view;
  const masked = profile?.masked;
  const revealable = REVEAL_FIELDS.filter((field) => (field === 'phone' ? true : masked?.[field] != null));
  return (
    <Section title={t('borrowers.section.profile')}>
      <Facts
        facts={[
          [t('borrowers.name'), profile?.name ?? '—'],
          [t('borrowers.userId'), account.userId],
          [t('borrowers.registeredAt'), dateTimeText(account.registeredAt, lang)],
          [t('borrowers.closedAt'), account.closedAt ? dateTimeText(account.closedAt, lang) : t('borrowers.open')],
          ...revealable.map((field): [string, ReactNode] => [
            t(FIELD_LABELS[field]),
            <RevealControl key={field} userId={account.userId} field={field} label={t(FIELD_LABELS[field])} masked={(field === 'phone' ? account.maskedPhone : masked?.[field]) ?? '—'} mayReveal={mayReveal} />,
          ]),
          [t('borrowers.idNumber'), identity ? t('borrowers.idNumberMasked', { type: identity.idType, number: identity.idNumberMasked }) : '—'],
          ...Object.entries(profile?.details ?? {}).map(([name, value]): [string, ReactNode] => [DETAIL_LABELS[name] ? t(DETAIL_LABELS[name]!) : name, value]),
        ]}
      />
      {identity ? <p className="cell-note">{t('borrowers.idNumberNote')}</p> : null}
    </Section>
  );
}

export function DecisionsSection({ view }: { view: StaffBorrowerView }) {
  const { t, lang } = useI18n();
  return (
    <Section title={t('borrowers.section.decisions')}>
      {view.decisions.length === 0 ? <p>{t('borrowers.none')}</p> : null}
      <ul>
        {view.decisions.map((d) => (
          <li key={`${d.orderNo ?? ''}${d.decidedAt}`}>
            {t('borrowers.decision', { orderNo: d.orderNo ?? '—', outcome: OUTCOMES[d.outcome] ? t(OUTCOMES[d.outcome]!) : d.outcome, score: String(d.score), at: dateTimeText(d.decidedAt, lang), by: d.decidedBy })}
            {d.reasons.length > 0 ? ` ${t('borrowers.reasons', { reasons: d.reasons.join(', ') })}` : ''}
            {d.staffNote ? ` — ${d.staffNote}` : ''}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CareSection({ view }: { view: StaffBorrowerView }) {
  const { t, lang } = useI18n();
  const complaints = view.complaints as { reference: string; state: string; category: string; createdAt: string }[];
  const attribution = view.attribution;
  return (
    <>
      <Section title={t('borrowers.section.complaints')}>
        {complaints.length === 0 ? <p>{t('borrowers.none')}</p> : null}
        <ul>
          {complaints.map((c) => (
            <li key={c.reference}>
              {t('borrowers.complaint', { reference: c.reference, category: codeWords(t, 'complaints.category', c.category), state: codeWords(t, 'complaints.state', c.state), at: dateTimeText(c.createdAt, lang) })}
            </li>
          ))}
        </ul>
        <h3>{t('borrowers.dataRequests')}</h3>
        {view.dataRequests.length === 0 ? <p>{t('borrowers.none')}</p> : null}
        <ul>
          {view.dataRequests.map((r) => (
            <li key={r.id}>{t('borrowers.dataRequest', { state: codeWords(t, 'dataRequests.state', r.state), at: dateTimeText(r.requestedAt, lang) })}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('borrowers.section.attribution')}>
        {attribution ? (
          <Facts facts={Object.entries(attribution).filter(([name, value]) => value !== null && name !== 'userId').map(([name, value]): [string, ReactNode] => [name, String(value)])} />
        ) : (
          <p>{t('borrowers.noAttribution')}</p>
        )}
      </Section>
    </>
  );
}
