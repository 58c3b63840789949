import { permissionsOf } from '@lendline/domain';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { mayOpen, SCREENS, screenAt, type ScreenProps } from '../screens.ts';
import { useI18n } from '../shared/i18n/i18n.ts';
import { hrefOf } from '../shared/router/hash-route.ts';
import { useSignOut, type StaffMember } from '../shared/session/session.ts';
import { LanguageSwitch } from '../shared/ui/language-switch.tsx';
import { usePageTitle } from '../shared/ui/use-page-title.ts';
import { WorkAreaNav } from './work-area-nav.tsx';

/** Each screen's chunk, fetched on its first visit. */
const LOADED = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>(
  SCREENS.map((screen) => [screen.name, lazy(async () => ({ default: await screen.load() }))]),
);

/** The signed-in console: who is signed in, the language, sign out; the work areas; the screen. */
export function Shell({ staff, path }: { staff: StaffMember; path: string }) {
  const { t } = useI18n();
  const signOut = useSignOut();
  const permissions = useMemo(() => permissionsOf(staff.roles), [staff.roles]);
  const screen = screenAt(path);
  const allowed = screen !== undefined && mayOpen(screen, permissions);
  const Screen = allowed ? LOADED.get(screen.name) : undefined;
  usePageTitle(screen ? t(screen.title) : t('app.notFound'), t('app.name'));

  return (
    <div className="shell">
      <a className="skip-link" href="#content" onClick={skipToContent}>
        {t('app.skipToContent')}
      </a>
      <header className="shell-header">
        <a className="brand" href={hrefOf('/')}>
          {t('app.name')}
        </a>
        <p className="signed-in-as">{t('shell.signedInAs', { name: staff.name })}</p>
        <LanguageSwitch />
        <button type="button" className="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('shell.signOut')}
        </button>
      </header>
      <WorkAreaNav permissions={permissions} current={screen} />
      <main id="content" className="shell-main" tabIndex={-1}>
        {Screen && screen ? (
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <Screen screen={screen} />
          </Suspense>
        ) : (
          <>
            <h1>{screen ? t(screen.title) : t('app.notFound')}</h1>
            <p>{screen ? t('app.notAllowed') : t('app.notFound')}</p>
            <a href={hrefOf('/')}>{t('app.backHome')}</a>
          </>
        )}
      </main>
    </div>
  );
}

/** The hash is the router's: the skip link moves focus instead of changing the route. */
function skipToContent(event: { preventDefault(): void }): void {
  event.preventDefault();
  document.getElementById('content')?.focus();
}
