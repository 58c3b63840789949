import './sandbox.css';
import { useT } from '../i18n/i18n-store.ts';

/** Only when the server runs the sandbox SMS sink: the code it "sent", clearly labelled. */
export function SandboxBanner({ code }: { code: string }) {
  const t = useT();
  return (
    <p role="status" className="sandbox-banner">
      {t('auth.sandboxBanner', { code })}
    </p>
  );
}
