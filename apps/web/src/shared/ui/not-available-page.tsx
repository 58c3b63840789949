import { useT } from '../i18n/i18n-store.ts';
import { Link } from '../router/link.tsx';
import { useCurrentRoute } from '../router/route-context.ts';
import { Page } from './page.tsx';

/** The placeholder of every screen a later issue builds: its own title, then "not yet". */
export function NotAvailablePage() {
  const t = useT();
  const route = useCurrentRoute();
  return (
    <Page title={route?.title ? t(route.title) : t('app.name')} back="/">
      <p className="notice">{t('notAvailable.body')}</p>
      <Link to="/" className="btn btn--secondary">
        {t('common.home')}
      </Link>
    </Page>
  );
}
