import type { Currency } from '../market/markets.ts';
import type { LoanAgreement } from './agreement-view.ts';
import { formatCalendarDate, formatMoney, formatRatePpm, type AgreementLanguage } from './format.ts';
import { documentNumber, partiesSentence } from './parties.ts';

/**
 * The renewal agreement of `/convenios` (issue 11, ADR 037): generated only from the
 * extension's own figures (the quote or the order agreed), so the text can never disagree
 * with what the screen asks the borrower to pay. English and Spanish.
 */
export interface RenewalAgreementInput {
  lang: AgreementLanguage;
  orderNo: string;
  borrowerName: string;
  lenderName: string;
  currency: Currency;
  principalOwed: number;
  feePpm: number;
  fee: number;
  feeTax: number;
  total: number;
  days: number;
  currentDueDate: string;
  newDueDate: string;
  /** This rollover's number and the product's most, e.g. 1 of 2. */
  number: number;
  max: number;
  /** 'YYYY-MM-DD' once confirmed, null for the preview. */
  dateSigned: string | null;
}

export function renewalAgreement(input: RenewalAgreementInput): LoanAgreement {
  const money = (minor: number) => formatMoney(minor, input.currency, input.lang);
  const date = (day: string) => formatCalendarDate(day, input.lang);
  const v = {
    fee: money(input.fee), feeTax: money(input.feeTax), total: money(input.total), principal: money(input.principalOwed),
    rate: formatRatePpm(input.feePpm, input.lang), current: date(input.currentDueDate), next: date(input.newDueDate),
    signed: input.dateSigned ? date(input.dateSigned) : null,
  };
  const tax = input.currency === 'MXN' ? 'IVA' : 'VAT';
  if (input.lang === 'es') {
    return {
      title: `Convenio de renovación del préstamo ${documentNumber('es', input.orderNo)}`,
      sections: [
        { heading: 'Las partes', paragraphs: [`${partiesSentence('es', 'renewal', input)} Modifica solo la fecha de pago del contrato de préstamo; todo lo demás sigue igual.`] },
        {
          heading: 'La prórroga',
          paragraphs: [
            `Prórroga número ${input.number} de ${input.max} que permite su producto: ${input.days} días.`,
            `Fecha de pago actual: ${v.current}. Nueva fecha de pago: ${v.next}. Si paga la comisión después de la fecha actual, los ${input.days} días se cuentan desde el día en que paga.`,
          ],
        },
        {
          heading: 'Lo que cuesta',
          paragraphs: [
            `Comisión por prórroga: ${v.fee} (${v.rate} del capital pendiente de ${v.principal}), más ${tax} de ${v.feeTax}. Total a pagar: ${v.total}.`,
            'Esta comisión no reduce lo que debe del préstamo: el capital, los intereses y cualquier penalización ya cargada se siguen debiendo, ahora en la nueva fecha.',
          ],
        },
        {
          heading: 'Cuándo surte efecto',
          paragraphs: [
            'La prórroga surte efecto solo cuando recibimos el pago completo de la comisión, una sola vez. Si envía la comisión dos veces, la segunda queda como saldo a su favor.',
            'Mientras la prórroga espera su pago, el siguiente depósito a su cuenta de pago paga primero la comisión y el resto abona al préstamo.',
          ],
        },
        { heading: 'Firma', paragraphs: [v.signed ? `Aceptado electrónicamente el ${v.signed}.` : 'Aún no aceptado.'] },
      ],
    };
  }
  return {
    title: `Loan renewal agreement ${documentNumber('en', input.orderNo)}`,
    sections: [
      { heading: 'The parties', paragraphs: [`${partiesSentence('en', 'renewal', input)} It changes only the due date of the loan agreement; everything else stays as agreed.`] },
      {
        heading: 'The extension',
        paragraphs: [
          `Extension ${input.number} of the ${input.max} your product allows: ${input.days} days.`,
          `Current due date: ${v.current}. New due date: ${v.next}. If you pay the fee after the current due date, the ${input.days} days count from the day you pay.`,
        ],
      },
      {
        heading: 'What it costs',
        paragraphs: [
          `Extension fee: ${v.fee} (${v.rate} of the ${v.principal} principal still owed), plus ${tax} of ${v.feeTax}. Total to pay: ${v.total}.`,
          'This fee does not reduce what you owe on the loan: the principal, the interest and any penalty already charged are still owed, now on the new date.',
        ],
      },
      {
        heading: 'When it takes effect',
        paragraphs: [
          'The extension takes effect only once we receive the whole fee, and only once. If you send the fee twice, the second payment is kept as your credit.',
          'While the extension waits for its fee, the next transfer to your repayment account pays the fee first and the rest repays the loan.',
        ],
      },
      { heading: 'Signature', paragraphs: [v.signed ? `Accepted electronically on ${v.signed}.` : 'Not accepted yet.'] },
    ],
  };
}
