import { useState } from 'react';
import { request } from '../../shared/api/client.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { endSession } from '../../shared/session/end-session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { useAppVersion } from './use-app-version.ts';
import './user-center.css';

/** Settings (guarded): version, language, log out. */
export function SettingsScreen() {
  const t = useT();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const version = useAppVersion();

  async function logOut() {
    setBusy(true);
    // Revoke on the server when we can; the local session ends either way.
    await request('/security/logout', {}, { quiet: true });
    endSession();
  }

  return (
    <Page title={t('route.settings')} back="/me">
      <dl className="settings card">
        <div className="settings__row">
          <dt>{t('settings.version')}</dt>
          <dd>{version ?? t('common.loading')}</dd>
        </div>
      </dl>
      <ul className="menu">
        <li>
          <Link to="/user_center/language" className="menu__item">
            <span>{t('settings.language')}</span>
            <span className="menu__value">{t(language === 'es' ? 'language.es' : 'language.en')}</span>
          </Link>
        </li>
      </ul>
      <Button variant="secondary" className="btn--block" busy={busy} onClick={() => void logOut()}>
        {t('settings.logout')}
      </Button>
    </Page>
  );
}
