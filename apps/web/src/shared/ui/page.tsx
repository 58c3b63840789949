import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-store.ts';
import { Link } from '../router/link.tsx';

interface PageProps {
  title: string;
  /** Where the back arrow goes (a route), or what it does (a view of the same route); none on top-level screens. */
  back?: string | (() => void);
  children: ReactNode;
  /** Extra control at the header's end (e.g. a language link). */
  aside?: ReactNode;
}

function BackArrow({ back }: { back: string | (() => void) }) {
  const t = useT();
  const arrow = (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
  if (typeof back === 'string') {
    return (
      <Link to={back} className="page__back" aria-label={t('common.back')}>
        {arrow}
      </Link>
    );
  }
  return (
    <button type="button" className="page__back page__back--button" aria-label={t('common.back')} onClick={back}>
      {arrow}
    </button>
  );
}

/** A screen: header with the title as the page's single h1, then the content. */
export function Page({ title, back, children, aside }: PageProps) {
  return (
    <div className="page">
      <header className="page__header">
        {back !== undefined && <BackArrow back={back} />}
        <h1 className="page__title">{title}</h1>
        {aside}
      </header>
      <div className="page__body">{children}</div>
    </div>
  );
}
