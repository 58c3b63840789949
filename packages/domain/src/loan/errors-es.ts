import type { loanErrorsEn } from './errors-en.ts';

/** Mensajes de decisión, oferta y desembolso, en español (trato de usted). */
export const loanErrorsEs: Record<keyof typeof loanErrorsEn, string> = {
  'error.ORDER_NOT_APPROVED': 'Este préstamo no ha sido aprobado',
  'error.OFFER_EXPIRED': 'Esta oferta ha vencido, por favor solicite de nuevo',
  'error.CANNOT_CANCEL': 'Este préstamo ya no se puede cancelar',
  'error.PAYOUT_NOT_FAILED': 'No hay una transferencia fallida que reintentar',
  'error.REAPPLY_TOO_SOON': 'Podrá solicitar de nuevo después de 30 días',
  'error.BANK_ACCOUNT_LOCKED': 'No puede cambiar la cuenta bancaria mientras el dinero va en camino',
  'error.VERIFY_CODE_REQUIRED': 'Por su seguridad, confirme con el código que enviamos a su teléfono',
  'error.loan.amount.invalid': 'Por favor elija el monto del préstamo',
  'error.loan.amount.range': 'El monto está fuera del rango de este producto',
  'error.loan.amount.step': 'Por favor elija uno de los montos ofrecidos',
  'error.loan.amount.limit': 'El monto supera su línea de crédito',
  'error.loan.tenure.invalid': 'Por favor elija uno de los plazos ofrecidos',
  'error.loan.agreement.required': 'Acepte el contrato de préstamo',
};
