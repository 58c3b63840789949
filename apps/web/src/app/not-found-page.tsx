import { useT } from '../shared/i18n/i18n-store.ts';
import { Link } from '../shared/router/link.tsx';
import { Page } from '../shared/ui/page.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('notFound.title')}>
      <p className="notice">{t('notFound.body')}</p>
      <Link to="/" className="btn btn--primary">
        {t('common.home')}
      </Link>
    </Page>
  );
}
