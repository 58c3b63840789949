import type { AgreementView, LoanAgreement } from './agreement-view.ts';
import { documentNumber, partiesSentence } from './parties.ts';

const DATA_LAW = { NG: 'la Ley de Protección de Datos de Nigeria de 2023', MX: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares' };

/**
 * México: el CAT sin IVA, con la leyenda de Banxico (ADR 028). Nigeria en español: su tasa anual
 * con todos los costos, sin la sigla inglesa APR ni el nombre regulado CAT, que es mexicano.
 */
function annualCostEs(v: AgreementView): string {
  if (v.cat === null) return `Tasa anual de costo, con todos estos costos incluidos: ${v.apr}.`;
  return `Costo Anual Total (CAT): ${v.cat} sin IVA. Para fines informativos y de comparación.`;
}

function interestEs(v: AgreementView): string {
  const rate = `Intereses: ${v.interest}, al ${v.dailyRate} diario (${v.annualRate} anual)`;
  if (v.interestBasis === 'bullet') return `${rate} sobre el capital durante ${v.tenureDays} días.`;
  if (v.interestBasis === 'flat') return `${rate} sobre todo el capital durante los ${v.tenureDays} días, incluida la parte ya pagada.`;
  return `${rate} sobre saldos insolutos: cada pago cubre una parte igual del capital, y los intereses de cada pago se cobran solo sobre el capital aún no pagado, por sus propios días.`;
}

/** Pagar por adelantado cuesta solo los intereses hasta el día del pago (ADR 013), con cualquier método. */
function earlyRepaymentEs(v: AgreementView): string {
  const tax = v.interestTax === null ? '' : ' y el IVA sobre esos intereses';
  return `Usted puede pagar todo el préstamo por adelantado en cualquier momento. En ese caso paga el capital pendiente, los intereses solo hasta el día del pago${tax} y cualquier penalización ya cobrada; no se cobran los intereses de los días restantes.`;
}

function scheduleEs(v: AgreementView): string[] {
  const count = v.phases.length;
  if (count === 1) return [`Usted paga ${v.totalRepayable} en un solo pago el ${v.dueDate}.`];
  return [
    `Usted paga ${v.totalRepayable} en ${count} pagos:`,
    ...v.phases.map((p) => `Pago ${p.number} de ${count}: ${p.amount} el ${p.dueDate} (capital ${p.principal}, intereses ${p.interest}).`),
  ];
}

export function agreementEs(v: AgreementView): LoanAgreement {
  return {
    title: `Contrato de préstamo ${documentNumber('es', v.orderNo)}`,
    sections: [
      { heading: 'Las partes', paragraphs: [partiesSentence('es', 'loan', { lenderName: v.lender, borrowerName: v.borrower, orderNo: v.orderNo })] },
      { heading: 'El préstamo', paragraphs: [`Monto del préstamo (capital): ${v.principal}.`, `Plazo: ${v.tenureDays} días, del ${v.startDate} al ${v.dueDate}.`] },
      {
        heading: 'Lo que usted recibe',
        paragraphs: [
          `Comisión por apertura: ${v.processingFee}. IVA sobre la comisión: ${v.feeTax}.`,
          `La comisión y su impuesto se descuentan antes del depósito: usted recibe ${v.disbursalAmount} en su cuenta bancaria.`,
        ],
      },
      {
        heading: 'Intereses y total a pagar',
        paragraphs: [
          interestEs(v),
          ...(v.interestTax === null ? [] : [`IVA sobre los intereses: ${v.interestTax}.`]),
          ...(v.couponDiscount === null ? [] : [`Descuento por cupón: ${v.couponDiscount}, aplicado a los intereses.`]),
          `Total a pagar: ${v.totalRepayable}.`,
        ],
      },
      {
        heading: 'Costo del crédito',
        paragraphs: [
          `Costo total del crédito: ${v.totalCostOfCredit}. Es lo que usted paga además del dinero que recibe: intereses, comisión e impuesto, menos cualquier descuento.`,
          annualCostEs(v),
        ],
      },
      { heading: 'Calendario de pagos', paragraphs: scheduleEs(v) },
      { heading: 'Pago anticipado', paragraphs: [earlyRepaymentEs(v)] },
      {
        heading: 'Pago tardío',
        paragraphs: [
          `Si un pago se retrasa, se cobra una penalización del ${v.penaltyRate} diario sobre el monto vencido hasta que se pague. Nunca se cobra sobre penalizaciones ya cobradas.`,
          `El total de las penalizaciones nunca supera ${v.penaltyCap}, y no se cobra ninguna después de ${v.penaltyMaxDays} días de atraso.`,
        ],
      },
      {
        heading: 'Cancelación',
        paragraphs: [
          'Usted puede rechazar esta oferta sin costo antes de aceptarla. Una vez aceptada, el dinero se envía y el contrato no puede cancelarse. Si el depósito a su cuenta falla, usted puede renunciar al préstamo en lugar de cambiar su cuenta bancaria.',
        ],
      },
      {
        heading: 'Sus datos',
        paragraphs: [
          `Usamos sus datos personales solo para evaluar, pagar y cobrar este préstamo y cumplir nuestras obligaciones legales, conforme a ${DATA_LAW[v.market]}. Usted puede pedir verlos, corregirlos o eliminarlos. Nunca contactamos a las personas de la agenda de su teléfono.`,
        ],
      },
      { heading: 'Firma', paragraphs: [v.dateSigned === null ? `Aún no firmado por ${v.borrower}.` : `Firmado por ${v.borrower} el ${v.dateSigned}.`] },
    ],
  };
}
