import type { InboxMessage } from '@lendline/domain';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';

/** One line of the list: title, the start of the text, the day in the market's time zone; unread ones bold and marked. */
export function MessageItem({ message }: { message: InboxMessage }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const unread = message.readAt === null;
  return (
    <li>
      <Link to={`/user_center/messages/detail?id=${encodeURIComponent(message.id)}`} className={unread ? 'inbox__item inbox__item--unread' : 'inbox__item'}>
        <span className="inbox__head">
          <span className="inbox__title">{message.title}</span>
          <time className="inbox__date" dateTime={message.createdAt}>
            {formatDate(message.createdAt, lang, market)}
          </time>
        </span>
        <span className="inbox__summary">{message.body}</span>
        {unread && <span className="inbox__unread">{t('inbox.unread')}</span>}
      </Link>
    </li>
  );
}
