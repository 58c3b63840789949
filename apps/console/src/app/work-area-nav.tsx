import type { Permission } from '@lendline/domain';
import { mayOpen, SCREENS, type ScreenDef } from '../screens.ts';
import { useI18n } from '../shared/i18n/i18n.ts';
import { hrefOf } from '../shared/router/hash-route.ts';

/** The work areas this person's roles open, in SCREENS' order; the others are not shown at all. */
export function WorkAreaNav({ permissions, current }: { permissions: ReadonlySet<Permission>; current: ScreenDef | undefined }) {
  const { t } = useI18n();
  const areas = SCREENS.filter((screen) => screen.area && mayOpen(screen, permissions));
  return (
    <nav className="work-areas" aria-label={t('shell.navigation')}>
      {areas.length === 0 ? (
        <p>{t('shell.noAreas')}</p>
      ) : (
        <ul>
          {areas.map((screen) => (
            <li key={screen.name}>
              <a href={hrefOf(screen.path)} aria-current={screen === current ? 'page' : undefined}>
                {t(screen.title)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
