import type { Language } from '@lendline/domain';

/** The code SMS, in the language of the request that asked for it. Kept under 160 GSM characters. */
const TEMPLATES: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your Lendline code is ${code}. It expires in ${minutes} minutes. Never share it.`,
  es: (code, minutes) => `Su código de Lendline es ${code}. Vence en ${minutes} minutos. No lo comparta con nadie.`,
};

export function codeSmsText(lang: Language, code: string, minutes: number): string {
  return TEMPLATES[lang](code, minutes);
}
