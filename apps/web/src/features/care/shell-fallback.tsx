import { useT } from '../../shared/i18n/i18n-store.ts';

/**
 * Shown after a hand-off to the native shell (WhatsApp, the store): no shell's answer proves
 * that anything opened (dingshuangdian says "ok" and opens nothing), so the borrower always has
 * the link itself (issue 19).
 */
export function ShellFallback({ href, label }: { href: string; label: string }) {
  const t = useT();
  return (
    <p role="status">
      {t('care.shellFallback')}{' '}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </p>
  );
}
