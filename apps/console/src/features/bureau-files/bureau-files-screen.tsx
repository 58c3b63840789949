import { hasPermission, type BureauFileState, type StaffBureauFile } from '@lendline/domain';
import { useState, type FormEvent } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText, moneyText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { ScreenProps } from '../../screens.ts';
import { contentHref, useBureauFiles, useGenerateMonth, useResendFile } from './bureau-files-api.ts';

const STATE: Record<BureauFileState, UiKey> = {
  invalid: 'bureauFiles.state.invalid', pending: 'bureauFiles.state.pending', delivered: 'bureauFiles.state.delivered',
  rejected: 'bureauFiles.state.rejected', misconfigured: 'bureauFiles.state.misconfigured', unavailable: 'bureauFiles.state.unavailable',
};
const RESENDABLE: readonly BureauFileState[] = ['delivered', 'rejected', 'misconfigured', 'unavailable'];

/**
 * The files reported to the credit bureaus (issue 24, ADR 100, 101): each month's files per
 * bureau with their counts and totals, whether they passed the format's checks and reconcile
 * with the portfolio, and where their delivery stands; download one, make a month now, resend.
 */
export function BureauFilesScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const { data: staff } = useStaffSession();
  const mayManage = hasPermission(staff?.roles ?? [], 'bureau-files.manage');
  const [period, setPeriod] = useState('');
  const files = useBureauFiles(period);
  const [status, setStatus] = useState('');
  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('bureauFiles.intro')}</p>
      <p role="status">{status}</p>
      {mayManage ? <GenerateForm onDone={setStatus} /> : null}
      <SelectField
        label={t('bureauFiles.month')} value={period} onChange={setPeriod}
        options={[{ value: '', label: t('queue.all') }, ...(files.data?.periods ?? []).map((p) => ({ value: p, label: p }))]}
      />
      {files.isPending || files.isPlaceholderData ? <p>{t('app.loading')}</p> : null}
      {files.isError ? <p role="alert">{formFailureOf(files.error, [], t).general}</p> : null}
      {files.data && files.data.files.length === 0 ? <p>{t('bureauFiles.empty')}</p> : null}
      {files.data && files.data.files.length > 0 ? <FileTable files={files.data.files} mayManage={mayManage} onDone={setStatus} /> : null}
    </>
  );
}

function GenerateForm({ onDone }: { onDone: (text: string) => void }) {
  const { t } = useI18n();
  const generate = useGenerateMonth();
  const [month, setMonth] = useState('');
  const failure = generate.isError ? formFailureOf(generate.error, ['period'], t) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate(month.trim(), { onSuccess: (answer) => onDone(t('bureauFiles.generated', { period: answer.period })) });
  };
  return (
    <form aria-label={t('bureauFiles.generate')} onSubmit={submit} noValidate>
      <TextField label={t('bureauFiles.generateMonth')} hint={t('bureauFiles.generateHint')} value={month} onChange={setMonth} error={failure?.fields.period} inputMode="numeric" />
      {failure?.general ? <p role="alert">{failure.general}</p> : null}
      <button type="submit" disabled={generate.isPending}>{t('bureauFiles.generate')}</button>
    </form>
  );
}

function FileTable({ files, mayManage, onDone }: { files: StaffBureauFile[]; mayManage: boolean; onDone: (text: string) => void }) {
  const { t, lang } = useI18n();
  const resend = useResendFile();
  const failure = resend.isError ? formFailureOf(resend.error, [], t).general : null;
  return (
    <>
      {failure ? <p role="alert">{failure}</p> : null}
      <div className="table-scroll">
        <table>
          <caption>{t('bureauFiles.caption')}</caption>
          <thead>
            <tr>
              {(['bureauFiles.col.file', 'bureauFiles.col.rows', 'bureauFiles.col.outstanding', 'bureauFiles.col.checks', 'bureauFiles.col.delivery', 'bureauFiles.col.actions'] as const).map((key) => (
                <th key={key} scope="col">{t(key)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {files.map((file) => {
              const name = t('bureauFiles.fileName', { period: file.period, bureau: file.bureau, format: file.format });
              return (
                <tr key={file.id}>
                  <th scope="row">{name}<br /><small>{dateTimeText(file.createdAt, lang)}</small></th>
                  <td className="number">{t('bureauFiles.rows', { rows: file.rows, corrections: file.corrections })}</td>
                  <td className="number">{t('bureauFiles.money', { outstanding: moneyText(file.outstanding, file.currency, lang), overdue: moneyText(file.overdue, file.currency, lang) })}</td>
                  <td>
                    <p>{file.problemCount === 0 ? t('bureauFiles.valid') : t('bureauFiles.problems', { count: file.problemCount })}</p>
                    <p>{file.reconciliation.equal ? t('bureauFiles.reconciled') : t('bureauFiles.notReconciled')}</p>
                    {file.problems.length > 0 ? (
                      <details>
                        <summary>{t('bureauFiles.problemList', { file: name })}</summary>
                        <ul>{file.problems.map((p) => <li key={`${p.row}-${p.field}`}>{t('bureauFiles.problem', { row: p.row, subject: p.subject, field: p.field, rule: p.rule })}</li>)}</ul>
                      </details>
                    ) : null}
                  </td>
                  <td>
                    <p>{t(STATE[file.state])}</p>
                    <p>{t('bureauFiles.attempts', { attempts: file.attempts, resends: file.resends })}</p>
                    {file.receipt ? <p>{t('bureauFiles.receipt', { receipt: file.receipt })}</p> : null}
                    {file.reasons.map((reason) => <p key={reason}>{reason}</p>)}
                  </td>
                  <td>
                    <a href={contentHref(file.id)} download aria-label={t('bureauFiles.downloadOf', { file: name })}>{t('bureauFiles.download')}</a>
                    {mayManage && RESENDABLE.includes(file.state) ? (
                      <button type="button" disabled={resend.isPending} aria-label={t('bureauFiles.resendOf', { file: name })}
                        onClick={() => resend.mutate(file.id, { onSuccess: () => onDone(t('bureauFiles.resent', { file: name })) })}>
                        {t('bureauFiles.resend')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
