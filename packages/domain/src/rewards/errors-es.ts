/** Mensajes de cupones y del sorteo (ADR 045), español de usted (se fusionan en i18n/errors-es.ts). */
export const rewardErrorsEs = {
  'error.coupon.unknown': 'No encontramos este cupón entre los suyos',
  'error.coupon.used': 'Este cupón ya se usó en otro préstamo',
  'error.coupon.expired': 'Este cupón ha vencido',
  'error.coupon.wrongMarket': 'Este cupón no se puede usar en este país',
  'error.coupon.belowMinimum': 'Este cupón requiere un monto de préstamo mayor',
  'error.coupon.reason': 'Indique el motivo (de 3 a 200 caracteres)',
  'error.DRAW_NOT_OFFERED': 'El sorteo no está disponible para este préstamo',
} as const;
