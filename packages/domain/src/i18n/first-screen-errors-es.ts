import type { firstScreenErrorsEn } from './first-screen-errors-en.ts';

/** The Spanish of `first-screen-errors-en.ts`: the same four keys. */
export const firstScreenErrorsEs: Record<keyof typeof firstScreenErrorsEn, string> = {
  'error.INTERNAL': 'La solicitud falló, inténtelo de nuevo',
  'error.MOBILE_EMPTY': 'El número de celular no puede estar vacío',
  'error.MOBILE_INVALID': 'Ingrese un número de celular válido',
  'error.network': 'Uy, falló la red, recargue la página',
};
