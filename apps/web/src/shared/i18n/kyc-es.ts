import type { kycEn } from './kyc-en.ts';

export const kycEs: Record<keyof typeof kycEn, string> = {
  'kyc.title': 'Verificación de identidad',
};
