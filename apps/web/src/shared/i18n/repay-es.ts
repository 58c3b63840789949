import type { repayEn } from './repay-en.ts';

/** Spanish (formal "usted") texts of the repayment screens. */
export const repayEs: Record<keyof typeof repayEn, string> = {
  'repay.dueNow': 'A pagar ahora',
  'repay.dueBy': 'antes del {date}',
  'repay.outstanding': 'Por pagar: {amount} de {total}',
  'repay.paid': 'Pagado hasta ahora: {amount}',
  'repay.overdue': 'Con {days} días de atraso: pague lo antes posible, por favor.',
  'repay.finished': 'Este préstamo está pagado por completo. ¡Gracias!',
  'repay.credit': 'Guardamos {amount} a su favor, que paga su próximo monto a pagar.',
  'repay.schedule': 'Calendario de pagos',
  'repay.phase': 'Pago {phase}, vence el {date}',
  'repay.phaseFigures': '{amount}, pagado {paid}',
  'repay.state.paid': 'Pagado',
  'repay.state.overdue': 'Vencido',
  'repay.state.due': 'Vence hoy',
  'repay.state.upcoming': 'Próximo',
  'repay.payments': 'Pagos recibidos',
  'repay.payment': '{date}: {amount}',
  'repay.noPayments': 'Aún no se ha recibido ningún pago.',
  'repay.nothingToRepay': 'Este préstamo aún no tiene nada que pagar.',
  'repay.toHome': 'Volver al inicio',
};
