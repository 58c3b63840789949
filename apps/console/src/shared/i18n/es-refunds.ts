import type { refundsEn } from './en-refunds.ts';

/** Refunds through the payout rail, Spanish (spread into es.ts, ADR 085). */
export const refundsEs: Record<keyof typeof refundsEn, string> = {
  'refund.method': 'Cómo sale el dinero',
  'refund.method.rail': 'Enviarlo por el canal de desembolsos a la cuenta de desembolso del acreditado',
  'refund.method.railHint': 'La forma habitual. Se envía cuando otra persona lo aprueba; la lista de abajo muestra cuándo llega.',
  'refund.method.manual': 'Registrar una transferencia bancaria que ya hice a mano',
  'refund.method.manualHint': 'Solo cuando no se puede usar el canal, por ejemplo si el acreditado no tiene cuenta de desembolso.',
  'refund.introRail': 'Otra persona con el permiso de aprobar debe aprobarla antes de que se envíe algo o cambie el saldo a favor del acreditado.',
  'field.method': 'Cómo sale',
  'railRefunds.caption': 'Devoluciones por el canal de desembolsos, las más recientes primero',
  'railRefunds.asked': 'Solicitada',
  'railRefunds.amount': 'Monto',
  'railRefunds.borrower': 'Acreditado',
  'railRefunds.state': 'Estado',
  'railRefunds.since': 'En este estado desde',
  'railRefunds.reference': 'Nuestra referencia',
  'railRefunds.state.queued': 'Por enviar',
  'railRefunds.state.sending': 'Enviándose',
  'railRefunds.state.pending': 'Enviada, esperando al proveedor',
  'railRefunds.state.success': 'Enviada: el acreditado la recibió',
  'railRefunds.state.failed': 'Fallida: el dinero vuelve a estar retenido',
  'railRefunds.failedWhy': '{state} (motivo: {reason})',
} as const;
