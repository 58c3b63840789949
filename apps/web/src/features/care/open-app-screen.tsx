import { useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { openStore } from '../../shared/native/shell-extras.ts';
import { Link } from '../../shared/router/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ShellFallback } from './shell-fallback.tsx';
import './care.css';

/** `/user_center/open_app`: the success after a hand-off from the native shell, and the store button (address from configuration). */
export function OpenAppScreen() {
  const t = useT();
  const address = useRead('/app-download/getAddress', {}, { quiet: true });
  const link = address.data?.downloadLink ?? null;
  const [handedToShell, setHandedToShell] = useState(false);
  return (
    <Page title={t('route.openApp')} back="/me">
      <section className="card care__form" aria-labelledby="care-open-app">
        <h2 id="care-open-app">{t('care.openApp.title')}</h2>
        <p>{t('care.openApp.body')}</p>
        {link && (
          <Button className="btn--block" onClick={() => setHandedToShell(openStore(link) === 'shell')}>
            {t('care.openApp.store')}
          </Button>
        )}
        {link && handedToShell && <ShellFallback href={link} label={link} />}
        {address.data && !link && <p>{t('care.openApp.noStore')}</p>}
        <Link to="/" className="btn btn--secondary btn--block">
          {t('care.openApp.home')}
        </Link>
      </section>
    </Page>
  );
}
