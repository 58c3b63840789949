import { createElement, Suspense, useEffect, useMemo, useRef } from 'react';
import { isInShell } from '../shared/native/bridge.ts';
import { logJourney } from '../shared/native/journey-events.ts';
import { navigate, useHash } from '../shared/router/location.ts';
import { resolveLocation } from '../shared/router/resolve.ts';
import { useSession } from '../shared/session/session.ts';
import { loginThroughShell } from '../shared/session/shell-login.ts';
import { usePageDescription } from '../shared/marketing/use-page-description.ts';
import { useT } from '../shared/i18n/i18n-store.ts';
import { LoadingOverlay, Spinner } from '../shared/ui/loading.tsx';
import { TabBar } from '../shared/ui/tab-bar.tsx';
import { ToastHost } from '../shared/ui/toast-host.tsx';
import { ChunkError } from './chunk-error.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { NotFoundScreen, screenFor } from './screen-for.tsx';

/** The shell: resolves the hash (redirects, guard), renders the screen, tab bar and toasts. */
export function App() {
  const t = useT();
  const hash = useHash();
  const { token } = useSession();
  const resolution = useMemo(() => resolveLocation(hash, { hasToken: token !== null, inShell: isInShell() }), [hash, token]);
  const lastRendered = useRef('/');
  usePageDescription(hash);

  useEffect(() => {
    if (resolution.kind === 'redirect' || resolution.kind === 'login') {
      navigate(resolution.to, { replace: true });
    } else if (resolution.kind === 'nativeLogin') {
      // The shell shows its own login over us; stay where the user was.
      void loginThroughShell(resolution.target);
      navigate(lastRendered.current === resolution.target ? '/' : lastRendered.current, { replace: true });
    } else if (resolution.kind === 'render') {
      lastRendered.current = resolution.route.path + resolution.search;
      logJourney({ type: 'pageView', page: resolution.route.name });
    }
  }, [resolution]);

  const route = resolution.kind === 'render' ? resolution.route : null;
  const title = route?.title ? t(route.title) : resolution.kind === 'notFound' ? t('notFound.title') : null;

  useEffect(() => {
    if (title) document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [route]);

  // Screens are module-level constants (lazy or not); this only picks one.
  let content = null;
  if (route) content = createElement(screenFor(route));
  else if (resolution.kind === 'notFound') content = <NotFoundScreen />;

  return (
    <div className={route?.tabBar ? 'app app--with-tabs' : 'app'}>
      <main className="app__main">
        <ErrorBoundary resetKey={hash} fallback={<ChunkError />}>
          <Suspense
            fallback={
              <div className="page-fallback">
                <Spinner />
              </div>
            }
          >
            {content}
          </Suspense>
        </ErrorBoundary>
      </main>
      {route?.tabBar && <TabBar current={route.name} />}
      <ToastHost />
      <LoadingOverlay />
    </div>
  );
}
