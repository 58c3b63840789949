import { inboxTargetOf, type InboxMessage } from '@lendline/domain';
import { useEffect, useState } from 'react';
import type { ApiFailure } from '../../shared/api/client.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';
import { useQuery } from '../../shared/router/location.ts';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { openMessage } from './inbox-api.ts';
import './inbox.css';

type Opened = { message: InboxMessage } | { error: ApiFailure } | null;

/**
 * Where the message leads: the loan it is about, its repayment proofs, customer care (an
 * answered complaint, where the borrower can complain again), or home (an offer to accept, a payout to retry).
 */
function NextStep({ message }: { message: InboxMessage }) {
  const t = useT();
  const target = inboxTargetOf(message.kind);
  if (target === 'care') {
    return (
      <Link to="/user_center/customer_services" className="btn btn--primary btn--block">
        {t('inbox.toCare')}
      </Link>
    );
  }
  const order = message.orderNo ? `?orderNo=${encodeURIComponent(message.orderNo)}` : null;
  if (target !== 'home' && order) {
    return (
      <Link to={target === 'proofs' ? `/repay/voucher${order}` : `/repay/repay_detail${order}`} className="btn btn--primary btn--block">
        {t(target === 'proofs' ? 'inbox.toProofs' : 'inbox.toLoan')}
      </Link>
    );
  }
  return (
    <Link to="/" className="btn btn--primary btn--block">
      {t('common.home')}
    </Link>
  );
}

/** `/user_center/messages/detail?id=` (msgDetail): the whole message; opening it marks it read. */
export function MsgDetailScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const id = useQuery().get('id') ?? '';
  const [opened, setOpened] = useState<Opened>(null);
  const [attempt, setAttempt] = useState(0);

  // Written in the language shown: a language switch asks again.
  useEffect(() => {
    const controller = new AbortController();
    setOpened(null);
    void openMessage(id, controller.signal).then((result) => {
      if (!controller.signal.aborted) setOpened(result.ok ? { message: result.data } : { error: result });
    });
    return () => controller.abort();
  }, [id, lang, attempt]);

  return (
    <Page title={t('route.messageDetail')} back="/user_center/messages">
      {opened === null && <Spinner />}
      {opened && 'error' in opened && <ReadProblem error={opened.error} onRetry={() => setAttempt(attempt + 1)} />}
      {opened && 'message' in opened && (
        <article className="card inbox__detail" aria-labelledby="inbox-title">
          <h2 id="inbox-title">{opened.message.title}</h2>
          <p className="notice">
            <time dateTime={opened.message.createdAt}>{formatInstant(opened.message.createdAt, lang, market)}</time>
          </p>
          <p>{opened.message.body}</p>
          <NextStep message={opened.message} />
        </article>
      )}
    </Page>
  );
}
