import type { kycErrorsEn } from './errors-en.ts';

export const kycErrorsEs: Record<keyof typeof kycErrorsEn, string> = {
  'error.kyc.unavailable': 'Este paso no está disponible en este momento',
};
