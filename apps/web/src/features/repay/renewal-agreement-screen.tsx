import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import './repay.css';

/**
 * /convenios: the renewal agreement, written by the server from the extension's own figures
 * (the order confirmed, or today's quote) in the borrower's language (ADR 037).
 */
export function RenewalAgreementScreen() {
  const t = useT();
  const orderNo = useQuery().get('orderNo') ?? '';
  const read = useRead(orderNo ? '/repay/getExtensionData' : null, { orderNo }, { perLanguage: true, quiet: true });
  const agreement = read.data?.agreement;
  const back = `/repay/confirm_exhibition?orderNo=${encodeURIComponent(orderNo)}`;
  return (
    <Page title={t('route.renewalAgreement')} back={back}>
      {!read.data && read.error === null && orderNo && <Skeleton lines={8} />}
      {(read.error !== null || !orderNo) && <p className="empty">{t('extension.agreementFailed')}</p>}
      {read.data && !agreement && <p className="empty">{t('extension.noAgreement')}</p>}
      {agreement && (
        <article className="agreement-text" aria-labelledby="renewal-title">
          <h2 id="renewal-title">{agreement.title}</h2>
          {agreement.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </Page>
  );
}
