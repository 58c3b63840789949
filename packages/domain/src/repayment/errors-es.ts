import type { repaymentErrorsEn } from './errors-en.ts';

/** Messages of repayment, Spanish (merged into i18n/errors-es.ts). */
export const repaymentErrorsEs: Record<keyof typeof repaymentErrorsEn, string> = {
  'error.repayment.amount.required': 'Ingrese el monto a pagar',
  'error.repayment.amount.notWhole': 'Ingrese un monto entero, sin decimales',
  'error.repayment.amount.notMultiple': 'El monto debe ser múltiplo de {unit}',
  'error.repayment.amount.belowMinimum': 'El pago mínimo es {minimum}',
};
