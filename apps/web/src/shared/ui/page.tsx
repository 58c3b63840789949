import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-store.ts';
import { Link } from '../router/link.tsx';

interface PageProps {
  title: string;
  /** Where the back link goes; none on top-level screens. */
  back?: string;
  children: ReactNode;
  /** Extra control at the header's end (e.g. a language link). */
  aside?: ReactNode;
}

/** A screen: header with the title as the page's single h1, then the content. */
export function Page({ title, back, children, aside }: PageProps) {
  const t = useT();
  return (
    <div className="page">
      <header className="page__header">
        {back !== undefined && (
          <Link to={back} className="page__back" aria-label={t('common.back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Link>
        )}
        <h1 className="page__title">{title}</h1>
        {aside}
      </header>
      <div className="page__body">{children}</div>
    </div>
  );
}
