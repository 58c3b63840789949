import type { collectionErrorsEn } from './collection-errors-en.ts';

/** Mensajes de la mesa de cobranza (issue 22, ADR 087), en español. */
export const collectionErrorsEs: Record<keyof typeof collectionErrorsEn, string> = {
  'error.COLLECTIONS_OUTSIDE_HOURS': 'Solo se contacta a los acreditados entre las 08:00 y las 20:00 de su hora. Inténtelo dentro de ese horario',
  'error.REMINDER_ALREADY_SENT': 'Este acreditado ya recibió un recordatorio hoy. Como máximo uno al día',
  'error.ROLLOVER_OFFER_ALREADY_SENT': 'La oferta de prórroga ya se envió hoy para este préstamo',
  'error.collections.note': 'Escriba una nota de 3 a 1,000 caracteres',
  'error.collections.promisedOn': 'Indique el día prometido como fecha',
  'error.collections.promisedAmount': 'Indique un monto prometido mayor que cero',
  'error.collections.promise': 'Una promesa de pago necesita un día (hoy o después) y un monto',
  'error.collections.bucket': 'Elija 1-30, 31-60, 61-90 o más de 90 días de atraso',
  'error.collections.cursor': 'Esta página de la lista ya no es válida, empiece desde la primera',
};
