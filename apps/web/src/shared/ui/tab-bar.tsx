import { useEffect, useRef, type ReactNode } from 'react';
import { useRead } from '../api/use-read.ts';
import type { UiKey } from '../i18n/en.ts';
import { useT } from '../i18n/i18n-store.ts';
import { useSession } from '../session/session.ts';

const ICONS: Record<string, ReactNode> = {
  home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  records: <path d="M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h4" />,
  me: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

const TABS: readonly { name: string; path: string; label: UiKey }[] = [
  { name: 'home', path: '/', label: 'nav.home' },
  { name: 'records', path: '/records', label: 'nav.records' },
  { name: 'me', path: '/me', label: 'nav.me' },
];

/**
 * Unread messages, for the Me tab's badge (ADR 047): asked only when signed in, after the
 * screen has painted (an effect), quietly: a failure shows no badge rather than a toast. The
 * bar stays mounted from tab to tab, so moving to another tab asks again (a payout may have
 * come meanwhile).
 */
function useUnreadCount(current: string): number {
  const { token } = useSession();
  const read = useRead(token ? '/inbox/unread-count' : null, {}, { quiet: true });
  const { retry } = read;
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    if (token) retry();
  }, [current, token, retry]);
  return read.data?.unread ?? 0;
}

/** The bottom navigation of the home, records and me screens. */
export function TabBar({ current }: { current: string }) {
  const t = useT();
  const unread = useUnreadCount(current);
  return (
    <nav className="tab-bar" aria-label={t('nav.label')}>
      {TABS.map((tab) => {
        // With unread messages the Me tab's name says so in words ("Me, 5 unread messages"),
        // from its content rather than an aria-label: a label differing from the visible "Me5"
        // is what axe's label-content-name-mismatch refuses (issue 19). The visible word and
        // number are hidden from screen readers; the spoken name starts with that same word.
        const unreadName = tab.name === 'me' && unread > 0 ? t(unread === 1 ? 'nav.me.unread.one' : 'nav.me.unread.other', { count: unread }) : null;
        return (
          <a key={tab.name} href={`#${tab.path}`} className="tab-bar__item" aria-current={tab.name === current ? 'page' : undefined}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="tab-bar__icon">
              {ICONS[tab.name]}
            </svg>
            <span aria-hidden={unreadName ? true : undefined}>{t(tab.label)}</span>
            {unreadName && (
              <>
                <span className="tab-bar__badge" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
                <span className="visually-hidden">{unreadName}</span>
              </>
            )}
          </a>
        );
      })}
    </nav>
  );
}
