import { useT } from '../../shared/i18n/i18n-store.ts';
import { showToast } from '../../shared/ui/toast-store.ts';

/**
 * The clipboard API where the browser allows it; otherwise a hidden field and the old copy
 * command, which still works in Android WebViews that lack the API. False when both fail.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** One tap copies a number to type elsewhere (spec: "copied" / "copy failed"). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const t = useT();
  async function copy() {
    const copied = await copyText(text);
    showToast(t(copied ? 'repay.copied' : 'repay.copyFailed'), copied ? 'info' : 'error');
  }
  return (
    <button type="button" className="btn btn--secondary repay__copy" aria-label={t('repay.copy.label', { what })} onClick={() => void copy()}>
      {t('repay.copy')}
    </button>
  );
}
