import { permissionsOf } from '@lendline/domain';
import { useMemo, useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import type { ScreenProps } from '../../screens.ts';
import { ApprovalCard, actionLabel } from './approval-card.tsx';
import type { Approval } from './approvals-api.ts';
import { usePendingApprovals } from './approvals-api.ts';

/** What the person reads once a request leaves the queue: approved and run, approved but refused by its run, or rejected. */
function outcomeText(decided: Approval, t: ReturnType<typeof useI18n>['t']): string {
  const label = actionLabel(decided.action);
  const action = label ? t(label) : decided.action;
  if (decided.state === 'rejected' || decided.state === 'withdrawn') return t('approvals.rejected', { action });
  if (decided.state === 'failed') return t('approvals.failed', { action, reason: decided.decisionReason ?? '' });
  return t('approvals.approved', { action });
}

/** The four-eyes queue (issue 22, ADR 076): every request waiting for a second person, oldest first as the server lists them. */
export function ApprovalsScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  const { data: staff } = useStaffSession();
  const permissions = useMemo(() => permissionsOf(staff?.roles ?? []), [staff?.roles]);
  const queue = usePendingApprovals();
  // The request as decided, worded at each render: the words follow a later change of language.
  const [decided, setDecided] = useState<Approval | null>(null);
  const now = new Date();

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('approvals.intro')}</p>
      <p className="status-line" role="status">
        {decided ? outcomeText(decided, t) : ''}
      </p>
      {queue.isPending ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {queue.data?.length === 0 ? <p>{t('approvals.empty')}</p> : null}
      {queue.data?.map((request) => (
        <ApprovalCard key={request.id} request={request} me={staff?.id ?? ''} permissions={permissions} now={now} onDecided={setDecided} />
      ))}
    </>
  );
}
