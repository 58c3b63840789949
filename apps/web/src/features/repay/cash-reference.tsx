import { useT } from '../../shared/i18n/i18n-store.ts';
import { grouped } from './account-card.tsx';
import { CopyButton } from './copy-button.tsx';
import { ReferenceBarcode } from './reference-barcode.tsx';

/**
 * An OXXO Pay reference, wherever one is paid (a repayment, an extension's fee): the number in
 * groups of four to read out at the till, one tap to copy it, and its barcode to scan.
 */
export function CashReference({ reference }: { reference: string }) {
  const t = useT();
  return (
    <>
      <p className="repay__due-label">{t('repay.oxxo.reference')}</p>
      <p className="repay__number">{grouped(reference)}</p>
      <CopyButton text={reference} what={t('repay.oxxo.reference')} />
      <ReferenceBarcode reference={reference} />
    </>
  );
}
