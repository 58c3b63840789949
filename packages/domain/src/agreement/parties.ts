import type { AgreementLanguage } from './format.ts';

export interface AgreementParties {
  lenderName: string;
  /** As the borrower gave it in personal details: first, middle and last names. */
  borrowerName: string;
  orderNo: string;
}

/**
 * Who lends, who borrows and which loan, worded once for every agreement (issue 19): the loan
 * agreement and its renewal named them differently in Spanish ("el prestamista … la orden"
 * against "el acreditante … el pedido"), as if two contracts were between other parties.
 */
export function partiesSentence(lang: AgreementLanguage, document: 'loan' | 'renewal', p: AgreementParties): string {
  if (lang === 'es') {
    const noun = document === 'loan' ? 'Este contrato' : 'Este convenio';
    return `${noun} se celebra entre ${p.lenderName} (el prestamista) y ${p.borrowerName} (el prestatario) para la orden ${p.orderNo}.`;
  }
  const noun = document === 'loan' ? 'This agreement' : 'This renewal agreement';
  return `${noun} is between ${p.lenderName} (the lender) and ${p.borrowerName} (the borrower) for order ${p.orderNo}.`;
}

/** The document's number in its title: "no. LL…" in English, "n.º LL…" in Spanish. */
export const documentNumber = (lang: AgreementLanguage, orderNo: string): string => (lang === 'es' ? `n.º ${orderNo}` : `no. ${orderNo}`);
