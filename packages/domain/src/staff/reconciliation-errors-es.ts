/** Mensajes de la cola de conciliación (ADR 086), español (se unen en i18n/errors-es.ts). */
export const reconciliationErrorsEs = {
  'error.MISMATCH_RESOLVED': 'Esta diferencia ya fue resuelta',
  'error.reconciliation.approvalId': 'Indica el id de la solicitud de aprobación, o déjalo vacío',
};
