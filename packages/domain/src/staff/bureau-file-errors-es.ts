/** Mensajes de los archivos para los burós (ADR 100, 101), español (unidos en i18n/errors-es.ts). */
export const bureauFileErrorsEs = {
  'error.BUREAU_FILE_NOT_SENDABLE': 'Este archivo no pasó sus revisiones y no se puede enviar: genere el mes de nuevo cuando los datos estén corregidos',
  'error.BUREAU_FILE_IN_FLIGHT': 'Este archivo ya va en camino al buró',
  'error.BUREAU_PERIOD_NOT_ENDED': 'Ese mes todavía no termina',
  'error.bureauFiles.period': 'Indique el mes como AAAA-MM, o déjelo vacío para el mes que acaba de terminar',
};
