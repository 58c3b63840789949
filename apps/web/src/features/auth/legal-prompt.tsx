import type { LegalDocument, LegalState } from '@lendline/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Button } from '../../shared/ui/button.tsx';
import { acceptCurrent, signOutUnsaved } from './legal-prompt-api.ts';
import './legal-prompt.css';

const LINKS: Record<LegalDocument, string> = { terms: '#/termsCondition', privacy: '#/provicy' };

interface LegalPromptProps {
  authorization: string;
  state: LegalState;
  onAccepted: () => void;
  onSignedOut: () => void;
}

/**
 * A newer terms or privacy version at sign-in (ADR 043, 048), as a modal dialog: which texts
 * changed and from when, each readable in full beside the app (a new tab, as on the register
 * screen, so nothing here is lost), and two ways on: accept and continue, or sign out. Escape
 * does not dismiss it: there is no way past it but a choice.
 */
export function LegalPrompt({ authorization, state, onAccepted, onSignedOut }: LegalPromptProps) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function accept() {
    setBusy(true);
    const result = await acceptCurrent(authorization, state.current);
    setBusy(false);
    if (result.ok && result.data.pending.length === 0) onAccepted();
    else setFailed(true);
  }

  async function signOut() {
    setBusy(true);
    await signOutUnsaved(authorization);
    ref.current?.close();
    onSignedOut();
  }

  return (
    <dialog ref={ref} className="legal-prompt" aria-labelledby={titleId} aria-describedby={introId} onCancel={(event) => event.preventDefault()}>
      <h2 id={titleId} className="legal-prompt__title">
        {t('legalPrompt.title')}
      </h2>
      <p id={introId}>{t('legalPrompt.intro')}</p>
      <ul className="legal-prompt__list">
        {state.pending.map((document) => (
          <li key={document}>
            <span>{t(document === 'terms' ? 'legalPrompt.terms' : 'legalPrompt.privacy', { date: formatDate(state.current[document], lang, market) })}</span>{' '}
            <a href={`${LINKS[document]}?version=${encodeURIComponent(state.current[document])}`} target="_blank" rel="noopener">
              {t('legalPrompt.read')}
            </a>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="form-error">
          {t('legalPrompt.failed')}
        </p>
      )}
      <div className="legal-prompt__actions">
        <Button className="btn--block" busy={busy} onClick={() => void accept()}>
          {t('legalPrompt.accept')}
        </Button>
        <Button variant="secondary" className="btn--block" disabled={busy} onClick={() => void signOut()}>
          {t('legalPrompt.signOut')}
        </Button>
      </div>
    </dialog>
  );
}
