import type { Language, OtpPurpose } from '@lendline/domain';

/** The code SMS, in the language of the request that asked for it. Kept under 160 GSM characters. */
const TEMPLATES: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your Lendline code is ${code}. It expires in ${minutes} minutes. Never share it.`,
  es: (code, minutes) => `Su código de Lendline es ${code}. Vence en ${minutes} minutos. No lo comparta con nadie.`,
};

/** The bureau authorisation NIP says what typing it authorises (ADR 102). */
const NIP_TEMPLATES: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Lendline: your NIP ${code} authorises us to check your credit bureau report. It expires in ${minutes} minutes.`,
  es: (code, minutes) => `Lendline: su NIP ${code} nos autoriza a consultar su historial en el buró de crédito. Vence en ${minutes} minutos.`,
};

export function codeSmsText(lang: Language, code: string, minutes: number, purpose?: OtpPurpose): string {
  return (purpose === 'bureauNip' ? NIP_TEMPLATES : TEMPLATES)[lang](code, minutes);
}
