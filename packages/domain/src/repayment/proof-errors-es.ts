import type { proofErrorsEn } from './proof-errors-en.ts';

/** Messages of repayment proofs (ADR 038), Spanish (merged into i18n/errors-es.ts). */
export const proofErrorsEs: Record<keyof typeof proofErrorsEn, string> = {
  'error.proof.amount.required': 'Ingrese el monto que pagó',
  'error.proof.amount.positive': 'El monto debe ser mayor que cero',
  'error.proof.amount.cents': 'Ingrese el monto como aparece en el comprobante, con dos decimales como máximo',
  'error.proof.amount.invalid': 'Ingrese el monto solo con números',
  'error.proof.paidOn.required': 'Ingrese la fecha en que pagó',
  'error.proof.paidOn.invalid': 'Ingrese una fecha válida',
  'error.proof.paidOn.future': 'La fecha de pago no puede ser futura',
  'error.proof.paidOn.beforeLoan': 'La fecha de pago es anterior al depósito de su préstamo',
  'error.proof.channel.required': 'Elija cómo pagó',
  'error.proof.reference.required': 'Ingrese la referencia del comprobante',
  'error.proof.reference.invalid': 'La referencia debe tener de 3 a 64 letras o números',
  'error.proof.image.required': 'Agregue una foto del comprobante',
  'error.proof.image.unknown': 'No encontramos esta foto, agréguela de nuevo',
  'error.PROOF_REVIEWED': 'Este comprobante ya fue revisado',
};
