import type { inboxEn } from './inbox-en.ts';

/** Spanish texts of the message centre (usted, ADR 040). */
export const inboxEs: Record<keyof typeof inboxEn, string> = {
  'inbox.empty': 'Aún no tiene mensajes. Aquí le escribiremos sobre su préstamo.',
  'inbox.unread': 'Sin leer',
  'inbox.more': 'Ver mensajes anteriores',
  'inbox.toLoan': 'Ver su préstamo',
  'inbox.toProofs': 'Ver sus comprobantes de pago',
  'inbox.toCare': 'Ver sus reclamos',
};
