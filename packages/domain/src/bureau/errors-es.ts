import type { bureauErrorsEn } from './errors-en.ts';

/** Mensajes del consentimiento de consulta al buró de crédito (issue 24, ADR 102), en español. */
export const bureauErrorsEs = {
  'error.BUREAU_CONSENT_REQUIRED': 'Primero autorice la consulta al buró de crédito: sin ella no podemos evaluar su solicitud.',
  'error.BUREAU_CONSENT_CLOSED': 'Esta solicitud ya fue resuelta: su autorización ya no se puede cambiar.',
  'error.bureau.textVersion': 'El texto de la autorización cambió: léalo de nuevo y vuelva a aceptarlo.',
  'error.bureau.nipRequired': 'Escriba el NIP de autorización que le enviamos por SMS',
} as const satisfies Record<keyof typeof bureauErrorsEn, string>;
