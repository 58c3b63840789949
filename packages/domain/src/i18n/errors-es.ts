import type { ErrorMessageKey } from './errors-en.ts';

import { firstScreenErrorsEs } from './first-screen-errors-es.ts';
import { applicationErrorsEs } from '../application/errors-es.ts';
import { kycErrorsEs } from '../kyc/errors-es.ts';
import { loanErrorsEs } from '../loan/errors-es.ts';
import { staffErrorsEs } from '../staff/errors-es.ts';
import { productErrorsEs } from '../staff/product-errors-es.ts';
import { reconciliationErrorsEs } from '../staff/reconciliation-errors-es.ts';
import { bureauFileErrorsEs } from '../staff/bureau-file-errors-es.ts';
import { collectionErrorsEs } from '../staff/collection-errors-es.ts';
import { repaymentErrorsEs } from '../repayment/errors-es.ts';
import { proofErrorsEs } from '../repayment/proof-errors-es.ts';
import { careErrorsEs } from '../care/errors-es.ts';
import { dataRightsErrorsEs } from '../data-rights/errors-es.ts';
import { rewardErrorsEs } from '../rewards/errors-es.ts';
import { bureauErrorsEs } from '../bureau/errors-es.ts';

export const errorsEs: Record<ErrorMessageKey, string> = {
  ...firstScreenErrorsEs,
  ...applicationErrorsEs,
  ...kycErrorsEs,
  ...loanErrorsEs,
  ...staffErrorsEs,
  ...productErrorsEs,
  ...reconciliationErrorsEs,
  ...bureauFileErrorsEs,
  ...collectionErrorsEs,
  ...repaymentErrorsEs,
  ...proofErrorsEs,
  ...careErrorsEs,
  ...dataRightsErrorsEs,
  ...rewardErrorsEs,
  ...bureauErrorsEs,
  'error.NOT_LOGGED_IN': 'Usuario no ha iniciado sesión',
  'error.TOKEN_EXPIRED': 'La sesión expiró, inicie sesión de nuevo',
  'error.LOGGED_IN_ELSEWHERE': 'La cuenta inició sesión en otro dispositivo',
  'error.TOKEN_INVALID': 'Sesión no válida, inicie sesión de nuevo',
  'error.VALIDATION_FAILED': 'Revise los campos marcados',
  'error.MISSING_TIMESTAMP': 'La solicitud no tiene marca de tiempo',
  'error.BAD_PATH': 'No se pudo leer la dirección de la solicitud',
  'error.MALFORMED_BODY': 'No se pudo leer el cuerpo de la solicitud',
  'error.UNSUPPORTED_CONTENT_TYPE': 'Aquí no se acepta ese tipo de contenido',
  'error.BODY_TOO_LARGE': 'La solicitud es demasiado grande',
  'error.UNKNOWN_PATH': 'Ese servicio no existe',
  'error.NOT_FOUND': 'No encontrado',
  'error.METHOD_NOT_ALLOWED': 'Este servicio no acepta ese método',
  'error.RATE_LIMITED': 'Demasiadas solicitudes, espere un momento e inténtelo de nuevo',
  'error.NOT_AVAILABLE_YET': 'Este servicio aún no está disponible',
  'error.CODE_EMPTY': 'El código de verificación no puede estar vacío',
  'error.CODE_INVALID': 'Código de verificación no válido',
  'error.CODE_TOO_MANY_TRIES': 'Demasiados códigos incorrectos, solicite uno nuevo',
  'error.MOBILE_REGISTERED': 'Este número ya está registrado, inicie sesión directamente',
  'error.ACCOUNT_DELETED': 'La cuenta de este número fue eliminada. Regístrese para abrir una cuenta nueva.',
  'error.SEND_LIMIT_REACHED': 'Se pidieron demasiados códigos, inténtelo más tarde',
  'error.SEND_LIMIT_REACHED.retryIn': 'Se pidieron demasiados códigos, inténtelo de nuevo en {minutes} min',
  'error.NO_OPEN_ORDER': 'Primero inicie una solicitud',
  'error.STEP_OUT_OF_ORDER': 'Primero complete los pasos anteriores',
  'error.ORDER_IN_PROGRESS': 'Ya tiene una solicitud en curso',
  'error.ORDER_SUBMITTED': 'La solicitud ya fue enviada y no se puede modificar',
  'error.BANK_ACCOUNT_REQUIRED': 'Primero agregue su cuenta bancaria',
  'error.BANK_ACCOUNT_NOT_FOUND': 'No encontramos esta cuenta bancaria, revise el banco y el número',
  'error.PAYOUT_UNAVAILABLE': 'La verificación bancaria no está disponible ahora, inténtelo más tarde',
  'error.NOT_REPAYABLE': 'Este préstamo no tiene nada que pagar por ahora',
  'error.COLLECTIONS_UNAVAILABLE': 'Este medio de pago no está disponible ahora, inténtelo más tarde o elija otro',
  'error.CHANNEL_NOT_OFFERED': 'Este medio de pago no está disponible aquí, elija otro',
  'error.EXTENSION_LOAN_CLOSED': 'Este préstamo no se puede prorrogar: no está en pago (ya está liquidado, cancelado o aún no se ha depositado)',
  'error.EXTENSION_NOT_OFFERED': 'El producto de este préstamo no tiene prórroga. Pague antes de la fecha límite o contáctenos si no puede',
  'error.EXTENSION_LIMIT_REACHED': 'Este préstamo ya tuvo todas las prórrogas que permite su producto. Pague antes de la fecha límite o contáctenos si no puede',
  'error.validation.purpose': 'Propósito del código desconocido',
  'error.validation.required': 'Este campo es obligatorio',
  'error.validation.invalid': 'Este valor no es válido',
};
