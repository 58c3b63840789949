import type { kycErrorsEn } from './errors-en.ts';

export const kycErrorsEs: Record<keyof typeof kycErrorsEn, string> = {
  'error.kyc.unavailable': 'Este paso no está disponible en este momento',
  'error.kyc.idType': 'Seleccione el tipo de identificación',
  'error.kyc.idNumberEmpty': 'Ingrese su número de identificación',
  'error.kyc.idNumberFormat': 'El número no corresponde al tipo de identificación',
  'error.kyc.fileMissing': 'Tome o elija una foto',
  'error.kyc.fileType': 'Use una foto JPEG, PNG o WebP',
  'error.kyc.fileTooLarge': 'La foto es demasiado grande, tómela de nuevo',
  'error.kyc.filePixels': 'La foto tiene demasiados píxeles, tómela de nuevo',
  'error.KYC_IMAGE_INVALID': 'No se pudo leer la foto, tómela de nuevo',
  'error.KYC_FRONT_FAILED': 'Falló el reconocimiento del frente, tome una nueva foto del frente',
  'error.KYC_BACK_FAILED': 'Falló el reconocimiento del reverso, tome una nueva foto del reverso',
  'error.KYC_FRONT_MISSING': 'Primero suba el frente de su identificación',
  'error.KYC_BACK_MISSING': 'Primero vuelva a subir el reverso',
  'error.KYC_FACE_MISSING': 'Complete el reconocimiento facial',
  'error.KYC_FACE_FAILED': 'Falló el reconocimiento facial, vuelva a seleccionar el reconocimiento facial.',
  'error.KYC_IDENTITY_FAILED': 'Error en la identificación de la información de identidad, identifíquese de nuevo',
  'error.KYC_PROVIDER_UNAVAILABLE': 'La verificación de identidad está ocupada, inténtelo en un momento',
  'error.KYC_FRONT_CHECKING': 'La foto del frente todavía se está revisando, espere un momento',
  'error.KYC_BACK_CHECKING': 'La foto del reverso todavía se está revisando, espere un momento',
  'error.KYC_FACE_CHECKING': 'La foto del rostro todavía se está revisando, espere un momento',
};
