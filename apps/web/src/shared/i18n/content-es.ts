import type { contentEn } from './content-en.ts';

/** Textos en español de las pantallas de ayuda y legales (issue 12, ADR 043); los textos mismos están en content/. */
export const contentEs = {
  'content.loadFailed': 'No pudimos cargar esta página.',
  'content.version': 'Versión del {date}',
  'content.oldVersion': 'Esta es una versión anterior. La vigente es del {date}.',
  'content.versionMissing': 'Esta versión del texto no está en esta copia de la app. Cierre la app y ábrala de nuevo para actualizarla.',
  'faq.channel.paystack_account': 'transferencia bancaria a su propia cuenta de pago',
  'faq.channel.monnify_account': 'transferencia bancaria a su propia cuenta de pago',
  'faq.channel.flutterwave_account': 'transferencia bancaria a su propia cuenta de pago',
  'faq.channel.paystack_card': 'tarjeta de débito',
  'faq.channel.flutterwave_link': 'enlace de pago con tarjeta o banco',
  'faq.channel.stp_clabe': 'transferencia SPEI a su propia CLABE',
  'faq.channel.oxxo': 'efectivo en una tienda OXXO',
  'faq.channel.paystack_ussd': 'el código USSD de su banco, sin datos móviles',
  'agreements.loans': 'Contratos de préstamo',
  'agreements.legal': 'Términos y privacidad',
  'agreements.noLoans': 'Usted aún no ha aceptado un contrato de préstamo.',
  'agreements.noLegal': 'Aún no hay términos aceptados registrados.',
  'agreements.loan': '{product}: {amount} a {days} días',
  'agreements.loanDate': 'Solicitado el {date}',
  'agreements.terms': 'Términos y condiciones, versión del {version}',
  'agreements.privacy': 'Aviso de privacidad, versión del {version}',
  'agreements.acceptedOn': 'Aceptado el {date}',
  'agreements.loginPrompt': 'Inicie sesión para ver los contratos que aceptó.',
  'agreements.login': 'Iniciar sesión',
} as const satisfies Record<keyof typeof contentEn, string>;
