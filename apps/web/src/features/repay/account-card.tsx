import type { RepayChannelId, RepaymentAccountResponse } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { CopyButton } from './copy-button.tsx';
import { fetchAccount } from './repay-api.ts';

/** Groups of three or four digits, as people read a number aloud; the copy takes the bare digits. */
export function grouped(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The borrower's own account (a NUBAN, or a CLABE) at an account channel: number, bank and
 * name, each number copied with one tap. Issued on first ask and the same every time.
 */
export function AccountCard({ channel, intro }: { channel: RepayChannelId; intro: string }) {
  const t = useT();
  const [state, setState] = useState<{ account: RepaymentAccountResponse } | { error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState(null);
    void fetchAccount(channel).then((result) => {
      if (live) setState(result.ok ? { account: result.data } : { error: result.msg });
    });
    return () => {
      live = false;
    };
  }, [channel, attempt]);

  if (state === null) {
    return (
      <p role="status" className="repay__loading">
        <Spinner /> {t('repay.account.loading')}
      </p>
    );
  }
  if ('error' in state) {
    return (
      <div className="repay__problem">
        <p role="alert">{state.error}</p>
        <Button variant="secondary" className="btn--block" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const { account } = state;
  const numberLabel = channel === 'stp_clabe' ? t('repay.stp.clabe') : t('repay.account.number');
  return (
    <div className="repay__account">
      <p>{intro}</p>
      <dl className="repay__account-figures">
        <div>
          <dt>{numberLabel}</dt>
          <dd className="repay__number">{grouped(account.accountNumber)}</dd>
        </div>
        <div>
          <dt>{t('repay.account.bank')}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>{t('repay.account.name')}</dt>
          <dd>{account.accountName}</dd>
        </div>
      </dl>
      <CopyButton text={account.accountNumber} what={numberLabel} />
    </div>
  );
}
