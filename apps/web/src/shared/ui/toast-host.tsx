import { useT } from '../i18n/i18n-store.ts';
import { dismissToast, useToasts } from './toast-store.ts';

/** Renders the toasts: errors as role="alert" (announced at once), others as role="status". */
export function ToastHost() {
  const t = useT();
  const toasts = useToasts();
  return (
    <div className="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} className={`toast toast--${toast.kind}`}>
          <span className="toast__text">{toast.text}</span>
          <button type="button" className="toast__close" aria-label={t('common.dismiss')} onClick={() => dismissToast(toast.id)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
