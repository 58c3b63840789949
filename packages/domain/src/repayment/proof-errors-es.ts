import type { proofErrorsEn } from './proof-errors-en.ts';

/** Messages of repayment proofs (ADR 038), Spanish (merged into i18n/errors-es.ts). */
export const proofErrorsEs: Record<keyof typeof proofErrorsEn, string> = {
  'error.proof.amount.required': 'Ingresa el monto que pagaste',
  'error.proof.amount.positive': 'El monto debe ser mayor que cero',
  'error.proof.amount.invalid': 'Ingresa el monto solo con números',
  'error.proof.paidOn.required': 'Ingresa la fecha en que pagaste',
  'error.proof.paidOn.invalid': 'Ingresa una fecha válida',
  'error.proof.paidOn.future': 'La fecha de pago no puede ser futura',
  'error.proof.paidOn.beforeLoan': 'La fecha de pago es anterior al depósito de su préstamo',
  'error.proof.channel.required': 'Elige cómo pagaste',
  'error.proof.reference.required': 'Ingresa la referencia del comprobante',
  'error.proof.reference.invalid': 'La referencia debe tener de 3 a 64 letras o números',
  'error.proof.image.required': 'Agrega una foto del comprobante',
  'error.proof.image.unknown': 'No encontramos esta foto, agrégala de nuevo',
  'error.PROOF_REVIEWED': 'Este comprobante ya fue revisado',
};
