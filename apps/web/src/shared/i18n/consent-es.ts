import type { consentEn } from './consent-en.ts';

/** Aceptación de los textos legales al iniciar sesión, el código de confirmación y el aviso del dispositivo en Nigeria (ADR 048). */
export const consentEs: Record<keyof typeof consentEn, string> = {
  'legalPrompt.title': 'Actualizamos nuestros términos',
  'legalPrompt.intro': 'Antes de continuar, lea y acepte la nueva versión. Leerla no cambia sus préstamos ni sus datos.',
  'legalPrompt.terms': 'Términos y condiciones, versión del {date}',
  'legalPrompt.privacy': 'Aviso de privacidad, versión del {date}',
  'legalPrompt.read': 'Leer el texto completo',
  'legalPrompt.accept': 'Aceptar y continuar',
  'legalPrompt.signOut': 'Ahora no, cerrar sesión',
  'legalPrompt.declined': 'Puede leer los textos cuando quiera, pero necesita aceptarlos para usar su cuenta y pedir préstamos.',
  'legalPrompt.failed': 'No pudimos registrar su aceptación. Inténtelo de nuevo.',
  'loanCode.title': 'Confirme que es usted',
  'loanCode.label': 'Código de verificación',
  'loanCode.hint': 'Por su seguridad, antes de confirmar este préstamo le enviamos un código de 6 dígitos por SMS a su número registrado.',
  'loanCode.send': 'Obtener código',
  'loanCode.resend': 'Reenviar en {seconds} s',
  'loanCode.sent': 'Código enviado a su número registrado',
  'finish.consentBodyNg': 'Para evaluar su solicitud revisamos la información de su dispositivo y la ubicación. Nunca leemos sus contactos, sus mensajes ni las aplicaciones de su teléfono.',
};
