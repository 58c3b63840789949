import { FOUR_EYES_ACTIONS, type Permission } from '@lendline/domain';
import { useId, useState, type FormEvent } from 'react';
import { formFailureOf, type FormFailure } from '../../shared/api/error-text.ts';
import { ageText, dateTimeText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { ChangeTable } from '../../shared/ui/change-table.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useFocusFirstProblem } from '../../shared/ui/use-focus-first-problem.ts';
import { useDecideApproval, type Approval } from './approvals-api.ts';

const NO_FAILURE: FormFailure = { general: null, fields: {} };
const REASON_MIN = 3;
const REASON_MAX = 500;

export function actionLabel(action: string): UiKey | null {
  const key = `action.${action}`;
  return isActionKey(key) ? key : null;
}

const ACTION_KEYS = new Set<string>(Object.keys(FOUR_EYES_ACTIONS).map((action) => `action.${action}`));
function isActionKey(key: string): key is UiKey {
  return ACTION_KEYS.has(key);
}

const OBJECT_TYPES: Readonly<Record<string, UiKey>> = { borrower: 'object.borrower', loan: 'object.loan', product: 'object.product', staff: 'object.staff', payment: 'object.payment' };

/** "borrower usr_42", the type in the person's language where the catalogue has it. */
function objectText(object: { type: string; id: string }, t: (key: UiKey) => string): string {
  const type = OBJECT_TYPES[object.type];
  return `${type ? t(type) : object.type} ${object.id}`;
}

/** Why this person may not approve, or null when they may: the button says so instead of failing. */
function approveBlock(request: Approval, me: string, permissions: ReadonlySet<Permission>): UiKey | null {
  if (request.maker.id === me) return 'approvals.ownRequest';
  if (!permissions.has(FOUR_EYES_ACTIONS[request.action].approve)) return 'approvals.cannotApprove';
  return null;
}

interface CardProps {
  request: Approval;
  me: string;
  permissions: ReadonlySet<Permission>;
  now: Date;
  onDecided: (decided: Approval) => void;
}

/**
 * One waiting request: what, on what, who asked, why, and the change side by side; approve (a
 * maker's own, or without the approving permission: disabled, with the reason beside it) or
 * reject with a reason the maker reads.
 */
export function ApprovalCard({ request, me, permissions, now, onDecided }: CardProps) {
  const { t, lang } = useI18n();
  const decide = useDecideApproval();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const formRef = useFocusFirstProblem(failure);
  const headingId = useId();
  const blockId = useId();
  const block = approveBlock(request, me, permissions);
  const label = actionLabel(request.action);
  const title = t('approvals.requestTitle', { action: label ? t(label) : request.action, object: objectText(request.object, t) });

  const send = async (decision: Parameters<typeof decide.mutateAsync>[0], fields: readonly string[]) => {
    setFailure(NO_FAILURE);
    try {
      onDecided(await decide.mutateAsync(decision));
    } catch (error) {
      setFailure(formFailureOf(error, fields, t));
    }
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) return setFailure({ general: null, fields: { reason: t('approvals.reasonLength') } });
    void send({ id: request.id, verdict: 'reject', reason: trimmed }, ['reason']);
  };

  return (
    <article className="approval" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="facts">
        <dt>{t('approvals.waiting')}</dt>
        <dd>
          <time dateTime={request.createdAt} title={dateTimeText(request.createdAt, lang)}>
            {ageText(request.createdAt, now, lang)}
          </time>
        </dd>
        <dt>{t('approvals.maker')}</dt>
        <dd>{request.maker.name}</dd>
        <dt>{t('approvals.reason')}</dt>
        <dd>{request.reason}</dd>
      </dl>
      <ChangeTable before={request.before} after={request.after} caption={t('approvals.change')} />
      <FormAlert message={failure.general} />
      <div className="decision">
        <div>
          <button type="button" disabled={block !== null || decide.isPending} aria-describedby={block ? blockId : undefined} onClick={() => void send({ id: request.id, verdict: 'approve' }, [])}>
            {t('approvals.approve')}
          </button>
          {block ? (
            <p className="field-hint" id={blockId}>
              {t(block)}
            </p>
          ) : null}
        </div>
        <form ref={formRef} onSubmit={reject} noValidate className="reject-form">
          <TextField label={t('approvals.rejectReason')} hint={t('approvals.reasonHint')} value={reason} onChange={setReason} maxLength={REASON_MAX} error={failure.fields.reason} />
          <button type="submit" className="secondary" disabled={decide.isPending}>
            {t('approvals.reject')}
          </button>
        </form>
      </div>
    </article>
  );
}
