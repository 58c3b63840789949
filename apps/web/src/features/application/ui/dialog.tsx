import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; a close button is always there. */
  actions?: ReactNode;
}

/** The native modal <dialog>: focus trap, Escape and the backdrop come from the browser. */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">
        {actions}
        <button type="button" className="btn btn--text" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
