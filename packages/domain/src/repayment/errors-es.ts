import type { repaymentErrorsEn } from './errors-en.ts';

/** Messages of repayment, Spanish (merged into i18n/errors-es.ts). */
export const repaymentErrorsEs: Record<keyof typeof repaymentErrorsEn, string> = {
  'error.repayment.amount.required': 'Ingrese el monto a pagar',
  'error.repayment.amount.notNumber': 'Escriba el monto solo con números, por ejemplo 5000',
  'error.repayment.amount.negative': 'El monto no puede ser negativo. Ingrese cuánto desea pagar',
  'error.repayment.amount.notWhole': 'Ingrese un monto entero, sin decimales. Solo los montos exactos que le mostramos pueden llevarlos',
  'error.repayment.amount.aboveMaximum': 'Es más de lo que debe. Lo máximo que puede pagar ahora es {maximum}',
  'error.repayment.amount.notMultiple': 'El monto debe ser múltiplo de {unit}',
  'error.repayment.amount.belowMinimum': 'El pago mínimo es {minimum}',
  'error.repayment.orderNo.required': 'El número de orden no puede estar vacío',
  'error.repayment.reference.expired': 'Esta referencia de pago venció, pida una nueva',
  'error.repayment.reference.paid': 'Esta referencia de pago ya está pagada',
  'error.repayment.refund.overCredit': 'La devolución debe ser mayor que cero y como máximo el saldo a favor',
  'error.repayment.refund.duplicate': 'Esta referencia de transferencia ya se registró',
  'error.repayment.refund.method': 'Elija cómo sale la devolución: por el canal de desembolsos o como transferencia manual',
  'error.repayment.refund.noPayoutAccount': 'Este cliente no tiene una cuenta de desembolso registrada: registre una transferencia manual',
  'error.repayment.ussd.bank.required': 'Elija su banco',
  'error.repayment.link.invalid': 'Este enlace de pago no es válido o ya venció. Inicie sesión para pagar o pida un enlace nuevo',
  'error.extension.agreement.required': 'Primero lea y acepte el convenio de renovación',
};
