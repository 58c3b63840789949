import { maskPhone } from '@lendline/domain';
import { useEffect } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { countedKey, useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { pathOf, type ScreenName } from '../../shared/router/route-table.ts';
import { saveUserInfo, useSession } from '../../shared/session/session.ts';
import { Page } from '../../shared/ui/page.tsx';

const ENTRIES: readonly { route: ScreenName; label: UiKey }[] = [
  { route: 'messageList', label: 'route.messageList' },
  { route: 'coupon', label: 'route.coupon' },
  { route: 'faq', label: 'route.faq' },
  { route: 'aboutUs', label: 'route.aboutUs' },
  { route: 'customerServices', label: 'route.customerServices' },
  { route: 'myData', label: 'route.myData' },
  { route: 'settings', label: 'route.settings' },
  { route: 'agreementList', label: 'route.agreementList' },
  { route: 'language', label: 'route.language' },
];

/** Me: greeting (or log in), and the account entries. */
export function MeScreen() {
  const t = useT();
  const { token, userInfo } = useSession();
  const mobile = userInfo?.basicInfo.mobile;

  // Refresh the profile; a revoked session surfaces here with the spec's message.
  const profile = useRead(token ? '/security/getUserInfo' : null, {});
  const fresh = profile.isStale ? undefined : profile.data;
  // Usable coupons beside their entry (ADR 045): read on Me only, never in home's first load.
  const coupons = useRead(token ? '/lottery-draw/coupon/quantity' : null, {}, { quiet: true });
  useEffect(() => {
    if (fresh?.basicInfo) saveUserInfo(fresh);
  }, [fresh]);

  return (
    <Page title={t('route.me')}>
      <section className="card me-card" aria-labelledby="me-greeting">
        <h2 id="me-greeting" className="me-card__hello">
          {t('me.hello')}
        </h2>
        {token ? (
          mobile && <p className="me-card__phone">{t('me.phone', { phone: `+${maskPhone(mobile)}` })}</p>
        ) : (
          <>
            <p>{t('me.guest')}</p>
            <Link to="/user/login?redirect=%2Fme" className="btn btn--primary btn--block">
              {t('me.login')}
            </Link>
          </>
        )}
      </section>
      <nav aria-label={t('me.menu')}>
        <ul className="menu">
          {ENTRIES.map((entry) => (
            <li key={entry.route}>
              <Link to={pathOf(entry.route)} className="menu__item">
                {t(entry.label)}
                {entry.route === 'coupon' && coupons.data && <span className="menu__value">{t(countedKey('rewards.meCount', coupons.data.usable), { count: coupons.data.usable })}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
