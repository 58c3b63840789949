import { useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { MessageItem } from './message-item.tsx';
import './inbox.css';

/** One page of messages (20), and the button to the next while there are more. */
function MessagePage({ page, isLast, onMore }: { page: number; isLast: boolean; onMore: () => void }) {
  const t = useT();
  const read = useRead('/inbox/messages', { page }, { quiet: true, perLanguage: true });
  if (read.error !== null && !read.data) return <ReadProblem error={read.error} onRetry={read.retry} />;
  if (!read.data) return <Spinner />;
  const { messages, hasMore } = read.data;
  if (page === 1 && messages.length === 0) return <p className="empty">{t('inbox.empty')}</p>;
  return (
    <>
      <ul className="menu">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ul>
      {isLast && hasMore && (
        <Button variant="secondary" className="btn--block" onClick={onMore}>
          {t('inbox.more')}
        </Button>
      )}
    </>
  );
}

/** `/user_center/messages` (msgList): every message we sent the borrower, newest first, in their language. */
export function MsgListScreen() {
  const t = useT();
  const [pages, setPages] = useState(1);
  return (
    <Page title={t('route.messageList')} back="/me">
      {Array.from({ length: pages }, (_, i) => (
        <MessagePage key={i + 1} page={i + 1} isLast={i + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </Page>
  );
}
