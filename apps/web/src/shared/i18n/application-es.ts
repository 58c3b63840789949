import type { applicationEn } from './application-en.ts';

export const applicationEs: Record<keyof typeof applicationEn, string> = {
  'application.title': 'Su solicitud',
};
