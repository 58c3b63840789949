/** Mensajes de los derechos sobre los datos personales (ADR 103), español (unidos en i18n/errors-es.ts). */
export const dataRightsErrorsEs = {
  'error.dataRights.link.invalid': 'Este enlace no es válido o ya venció. Vuelva a pedir sus datos desde Mi cuenta.',
  'error.dataRights.field.required': 'Elija qué quiere corregir',
  'error.dataRights.value.required': 'Escriba el valor correcto',
  'error.dataRights.value.long': 'Use menos de 200 caracteres',
  'error.dataRights.reason.required': 'Díganos por qué está mal',
  'error.dataRights.reason.short': 'Díganos un poco más (al menos 5 caracteres)',
  'error.dataRights.reason.long': 'Use menos de 500 caracteres para el motivo',
  'error.dataRights.staffReason.required': 'Escriba el motivo (de 3 a 500 caracteres)',
  'error.dataRights.staffReason.long': 'Use menos de 500 caracteres para el motivo',
  'error.DATA_CORRECTION_NOT_LOCKED': 'Su solicitud aún no se envía: puede cambiar este dato en la propia solicitud.',
  'error.DATA_CORRECTION_PENDING': 'Ya pidió corregir este dato. Le responderemos en sus mensajes.',
  'error.DATA_REQUEST_HANDLED': 'Esta solicitud ya fue atendida',
  'error.DATA_REQUEST_EXTENDED': 'El plazo de esta solicitud ya se amplió una vez',
} as const;
