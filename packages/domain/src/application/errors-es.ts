import type { applicationErrorsEn } from './errors-en.ts';

export const applicationErrorsEs: Record<keyof typeof applicationErrorsEn, string> = {
  'error.application.unavailable': 'Este paso no está disponible en este momento',
};
