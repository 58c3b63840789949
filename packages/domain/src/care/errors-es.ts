import type { careErrorsEn } from './errors-en.ts';

/** Messages of customer care and account deletion (ADR 044), Spanish (usted). */
export const careErrorsEs = {
  'error.complaint.category.required': 'Elija de qué trata su queja',
  'error.complaint.text.required': 'Cuéntenos qué ocurrió',
  'error.complaint.text.short': 'Cuéntenos un poco más (al menos 10 caracteres)',
  'error.complaint.text.long': 'Escriba menos de 2,000 caracteres',
  'error.complaint.orderNo.unknown': 'Este no es uno de sus números de préstamo',
  'error.complaint.answer.required': 'Escriba la respuesta (de 3 a 2,000 caracteres)',
  'error.deletion.reason.long': 'Escriba el motivo en menos de 500 caracteres',
  'error.COMPLAINT_ANSWERED': 'Esta queja ya fue respondida',
  'error.DELETION_LOAN_OPEN': 'No se puede eliminar su cuenta mientras tenga un préstamo abierto. Primero páguelo.',
  'error.DELETION_APPLICATION_OPEN': 'No se puede eliminar su cuenta mientras tenga una solicitud en curso. Primero cancélela.',
} as const satisfies Record<keyof typeof careErrorsEn, string>;
