import { useMemo, type Ref } from 'react';
import { ContentView } from '../../../shared/content/content-view.tsx';
import { parseContent } from '../../../shared/content/parse-content.ts';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { SandboxBanner } from '../../../shared/sandbox/sandbox-banner.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/loading.tsx';
import { TickBox } from '../../../shared/ui/tick-box.tsx';
import type { BureauConsent, ConsentProblems } from './use-bureau-consent.ts';

interface BureauConsentSectionProps {
  consent: BureauConsent;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  nip: string;
  onNip: (nip: string) => void;
  problems: ConsentProblems;
  agreeRef: Ref<HTMLInputElement>;
  nipRef: Ref<HTMLInputElement>;
}

/**
 * What the bureau check asks, of whom and why, and the borrower's agreement (ADR 102): without
 * it the application cannot be submitted, and the screen says so at the box. Mexico: the NIP
 * sent by SMS is typed with it.
 */
export function BureauConsentSection({ consent, agreed, onAgree, nip, onNip, problems, agreeRef, nipRef }: BureauConsentSectionProps) {
  const t = useT();
  const { state } = consent;
  const sections = useMemo(() => (state ? parseContent(state.text) : []), [state]);
  if (!state) {
    return (
      <section className="bureau-consent" aria-labelledby="bureau-title">
        <h2 id="bureau-title">{t('bureau.title')}</h2>
        {consent.failed ? (
          <>
            <p role="alert" className="form-error">{t('bureau.loadFailed')}</p>
            <Button variant="secondary" onClick={consent.retry}>{t('bureau.retry')}</Button>
          </>
        ) : (
          <Skeleton lines={4} />
        )}
      </section>
    );
  }
  const bureaus = state.bureaus.join(', ');
  const nipLabel = consent.remaining > 0 ? t('bureau.resendNipIn', { seconds: consent.remaining }) : consent.sentTo ? t('bureau.resendNip') : t('bureau.getNip');
  return (
    <section className="bureau-consent" aria-labelledby="bureau-title">
      <h2 id="bureau-title">{t('bureau.title')}</h2>
      <ContentView sections={sections} />
      {state.consent ? (
        <>
          <p role="status" className="form__note">{t('bureau.given', { bureaus })}</p>
          <Button variant="text" onClick={() => void consent.withdraw()}>{t('bureau.withdraw')}</Button>
        </>
      ) : (
        <>
          <TickBox ref={agreeRef} label={t('bureau.agree', { bureaus })} checked={agreed} onChange={onAgree} errorId={problems.agree ? 'bureau-agree-error' : undefined} />
          {problems.agree && (
            <p id="bureau-agree-error" role="alert" className="form-error">{problems.agree}</p>
          )}
          {state.needsNip && (
            <>
              <Button variant="secondary" className="btn--block" busy={consent.sending} disabled={consent.remaining > 0} onClick={() => void consent.sendNip()}>
                {nipLabel}
              </Button>
              {consent.sentTo && <p role="status" className="form__note">{t('bureau.nipSent', { phone: `+${consent.sentTo}` })}</p>}
              {consent.sandboxCode && <SandboxBanner code={consent.sandboxCode} />}
              <CodeField ref={nipRef} label={t('bureau.nip')} hint={t('bureau.nipHint')} error={problems.nip} value={nip} onChange={onNip} />
            </>
          )}
        </>
      )}
    </section>
  );
}
