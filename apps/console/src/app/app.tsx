import type { ReactNode } from 'react';
import { EnrolScreen } from '../features/enrol/enrol-screen.tsx';
import { SignInScreen } from '../features/sign-in/sign-in-screen.tsx';
import { useI18n } from '../shared/i18n/i18n.ts';
import { useHashRoute } from '../shared/router/hash-route.ts';
import { useStaffSession } from '../shared/session/session.ts';
import { LanguageSwitch } from '../shared/ui/language-switch.tsx';
import { Shell } from './shell.tsx';

/**
 * The console: the enrolment link's screen whoever visits; otherwise the signed-in shell, or
 * sign-in for anyone the server does not know (the shell's routes wait behind it).
 */
export function App() {
  const route = useHashRoute();
  const session = useStaffSession();
  const { t } = useI18n();

  if (route.path === '/enrol') return (
      <SignedOutFrame>
        <EnrolScreen token={route.query.get('token')} />
      </SignedOutFrame>
    );
  if (session.isPending) return <p className="loading">{t('app.loading')}</p>;
  if (session.data) return <Shell staff={session.data} path={route.path} />;
  return (
    <SignedOutFrame>
      <SignInScreen />
    </SignedOutFrame>
  );
}

function SignedOutFrame({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="signed-out">
      <header className="signed-out-header">
        <p className="brand">{t('app.name')}</p>
        <LanguageSwitch />
      </header>
      {children}
    </div>
  );
}
