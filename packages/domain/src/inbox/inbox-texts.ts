import { formatCalendarDate, formatMoney } from '../agreement/format.ts';
import type { Language } from '../market/markets.ts';
import type { CorrectableField } from '../data-rights/data-rights.ts';
import type { InboxParams } from './inbox-kinds.ts';

export interface InboxText {
  title: string;
  body: string;
}

/** How a template writes a figure: money in the product's one format, a market day in words. */
export interface InboxFormat {
  money(minor: number): string;
  date(day: string): string;
}

type Template = (p: InboxParams, f: InboxFormat) => InboxText;

/** A correctable field as a message names it (issue 24, ADR 103). */
const FIELD_WORDS: Record<Language, Record<CorrectableField, string>> = {
  en: { firstName: 'first name', middleName: 'middle name', lastName: 'last name', inputBirthday: 'date of birth', email: 'email address', address: 'address', postalCode: 'postal code' },
  es: { firstName: 'nombre', middleName: 'segundo nombre', lastName: 'apellido', inputBirthday: 'fecha de nacimiento', email: 'correo electrónico', address: 'domicilio', postalCode: 'código postal' },
};

/** Staff's words as they wrote them, ended as a sentence whether or not they put the full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * Polite and plain, as the SMS (ADR 039): what happened or is due, what it costs, where to act.
 * Spanish speaks to the borrower as "usted" (ADR 040).
 */
const TEMPLATES: Record<Language, Template> = {
  en: (p, f) => {
    switch (p.kind) {
      case 'approved':
        return { title: 'Your loan is approved', body: `Good news: you can borrow up to ${f.money(p.creditLimit)}. Open the app to choose the amount and term, and accept the offer within 24 hours.` };
      case 'rejected':
        return { title: 'About your application', body: 'We are sorry: we cannot offer you a loan this time. You may apply again later; the app shows you when.' };
      case 'disbursed':
        return { title: 'Money sent', body: `We sent ${f.money(p.amount)} to your bank account. Please repay ${f.money(p.totalRepayable)} by ${f.date(p.dueDate)}.` };
      case 'payout_failed':
        return { title: 'We could not send your money', body: 'The transfer to your bank account did not go through. Open the app to check your account details and try again. You owe nothing for it.' };
      case 'payment_received':
        return {
          title: 'Payment received',
          body: p.left > 0
            ? `We received ${f.money(p.amount)}. Thank you! Left to pay: ${f.money(p.left)}.`
            : `We received ${f.money(p.amount)}. Your loan is fully repaid. Thank you!`,
        };
      case 'rollover_confirmed':
        return { title: 'Extension confirmed', body: `Your extension is confirmed. New due date: ${f.date(p.dueDate)}; amount due then: ${f.money(p.amount)}.` };
      case 'due_in_3_days':
        return { title: 'Payment due in 3 days', body: `${f.money(p.amount)} is due on ${f.date(p.dueDate)}. You can pay in the app.` };
      case 'due_today':
        return { title: 'Payment due today', body: `${f.money(p.amount)} is due today. You can pay in the app.` };
      case 'overdue':
        return { title: 'Payment overdue', body: `${f.money(p.amount)} is overdue. A late charge is added each day until it is paid. Please pay in the app, or contact us if you need help.` };
      case 'proof_rejected':
        return {
          title: 'Repayment proof not accepted',
          body: `We could not accept the proof of your payment of ${f.money(p.amount)} on ${f.date(p.paidOn)}: ${sentence(p.reason)} Please check it and send it again, or pay in the app.`,
        };
      case 'complaint_answered':
        return { title: 'Your complaint is answered', body: `Our answer to your complaint ${p.reference}: ${sentence(p.answer)} If this does not settle it, contact us again.` };
      case 'loan_written_off':
        return { title: 'Your loan is closed', body: `We have written off the ${f.money(p.amount)} that was still owed on your loan. It is closed and you owe nothing more on it.` };
      case 'payout_given_up':
        return { title: 'Your payout is closed', body: 'We could not send your money and have closed this payout. No loan was made and you owe nothing. You may apply again in the app.' };
      case 'payout_new_account':
        return { title: 'Please add a new bank account', body: 'We could not send your money to your bank account. Open the app, add another account in your own name, and apply again for the same loan. You owe nothing for the failed transfer.' };
      case 'refund_sent':
        return { title: 'Refund sent', body: `We sent ${f.money(p.amount)} of your credit back to your bank account. It is no longer held for you.` };
      case 'refund_failed':
        return { title: 'Your refund did not go through', body: `We could not send ${f.money(p.amount)} of your credit to your bank account. The money is still held for you, and our staff will contact you.` };
      case 'rollover_offer':
        return { title: 'You can extend your loan', body: `As you asked: you can move your due date by ${p.days} days, to ${f.date(p.dueDate)}, for a fee of ${f.money(p.fee)} (it does not reduce what you owe). Open the loan in the app to read the terms and extend. The fee may change if you wait.` };
      case 'bureau_reported':
        return { title: 'Reported to a credit bureau', body: `Your on-time repayment has been reported to ${p.bureau}. Repaying on time builds your credit record with every lender who asks that bureau.` };
      case 'data_request_answered':
        return p.outcome === 'done'
          ? { title: 'Your details are corrected', body: `As you asked, we corrected your ${FIELD_WORDS.en[p.field]}. The new value is in Me, Your data.` }
          : { title: 'About your correction request', body: `We did not change your ${FIELD_WORDS.en[p.field]}: ${sentence(p.reason ?? '')} If you think this is wrong, contact us.` };
    }
  },
  es: (p, f) => {
    switch (p.kind) {
      case 'approved':
        return { title: 'Su préstamo fue aprobado', body: `Buenas noticias: puede pedir hasta ${f.money(p.creditLimit)}. Abra la app para elegir el monto y el plazo, y acepte la oferta en las próximas 24 horas.` };
      case 'rejected':
        return { title: 'Sobre su solicitud', body: 'Lo sentimos: esta vez no podemos ofrecerle un préstamo. Podrá solicitar de nuevo más adelante; la app le indica cuándo.' };
      case 'disbursed':
        return { title: 'Dinero enviado', body: `Enviamos ${f.money(p.amount)} a su cuenta bancaria. Pague ${f.money(p.totalRepayable)} a más tardar el ${f.date(p.dueDate)}.` };
      case 'payout_failed':
        return { title: 'No pudimos enviar su dinero', body: 'La transferencia a su cuenta bancaria no se completó. Abra la app para revisar los datos de su cuenta e intentarlo de nuevo. No debe nada por ello.' };
      case 'payment_received':
        return {
          title: 'Pago recibido',
          body: p.left > 0
            ? `Recibimos ${f.money(p.amount)}. ¡Gracias! Le falta pagar ${f.money(p.left)}.`
            : `Recibimos ${f.money(p.amount)}. Su préstamo está pagado por completo. ¡Gracias!`,
        };
      case 'rollover_confirmed':
        return { title: 'Prórroga confirmada', body: `Su prórroga está confirmada. Nueva fecha de pago: ${f.date(p.dueDate)}; monto a pagar: ${f.money(p.amount)}.` };
      case 'due_in_3_days':
        return { title: 'Su pago vence en 3 días', body: `${f.money(p.amount)} vence el ${f.date(p.dueDate)}. Puede pagar en la app.` };
      case 'due_today':
        return { title: 'Su pago vence hoy', body: `${f.money(p.amount)} vence hoy. Puede pagar en la app.` };
      case 'overdue':
        return { title: 'Pago vencido', body: `${f.money(p.amount)} está vencido. Se suma un cargo por atraso cada día hasta que se pague. Pague en la app o contáctenos si necesita ayuda.` };
      case 'proof_rejected':
        return {
          title: 'Comprobante de pago no aceptado',
          body: `No pudimos aceptar el comprobante de su pago de ${f.money(p.amount)} del ${f.date(p.paidOn)}: ${sentence(p.reason)} Revíselo y envíelo de nuevo, o pague en la app.`,
        };
      case 'complaint_answered':
        return { title: 'Su reclamo tiene respuesta', body: `Nuestra respuesta a su reclamo ${p.reference}: ${sentence(p.answer)} Si esto no lo resuelve, contáctenos de nuevo.` };
      case 'loan_written_off':
        return { title: 'Su préstamo está cerrado', body: `Cancelamos los ${f.money(p.amount)} que aún se adeudaban de su préstamo. Está cerrado y ya no debe nada por él.` };
      case 'payout_given_up':
        return { title: 'Su desembolso fue cerrado', body: 'No pudimos enviar su dinero y cerramos este desembolso. No se otorgó ningún préstamo y no debe nada. Puede solicitar de nuevo en la app.' };
      case 'payout_new_account':
        return { title: 'Agregue otra cuenta bancaria', body: 'No pudimos enviar su dinero a su cuenta bancaria. Abra la app, agregue otra cuenta a su nombre y solicite de nuevo el mismo préstamo. No debe nada por la transferencia fallida.' };
      case 'refund_sent':
        return { title: 'Devolución enviada', body: `Enviamos ${f.money(p.amount)} de su saldo a favor a su cuenta bancaria. Ya no lo guardamos para usted.` };
      case 'refund_failed':
        return { title: 'Su devolución no se completó', body: `No pudimos enviar ${f.money(p.amount)} de su saldo a favor a su cuenta bancaria. El dinero sigue guardado para usted y nuestro personal lo contactará.` };
      case 'rollover_offer':
        return { title: 'Puede prorrogar su préstamo', body: `Como nos pidió: puede mover su fecha de pago ${p.days} días, al ${f.date(p.dueDate)}, con una comisión de ${f.money(p.fee)} (no reduce lo que debe). Abra el préstamo en la app para leer las condiciones y prorrogar. La comisión puede cambiar si espera.` };
      case 'bureau_reported':
        return { title: 'Reportado a un buró de crédito', body: `Su pago puntual fue reportado a ${p.bureau}. Pagar a tiempo construye su historial con cualquier otorgante que consulte ese buró.` };
      case 'data_request_answered':
        return p.outcome === 'done'
          ? { title: 'Corregimos sus datos', body: `Como nos pidió, corregimos su ${FIELD_WORDS.es[p.field]}. El nuevo valor está en Mi cuenta, Sus datos.` }
          : { title: 'Sobre su solicitud de corrección', body: `No cambiamos su ${FIELD_WORDS.es[p.field]}: ${sentence(p.reason ?? '')} Si cree que es un error, contáctenos.` };
    }
  },
};

/** A message's title and text in `lang`, from its kind and figures (written at read time, ADR 047). */
export function inboxText(params: InboxParams, lang: Language): InboxText {
  const currency = 'currency' in params ? params.currency : null;
  const format: InboxFormat = {
    money: (minor) => {
      if (!currency) throw new Error(`inbox ${params.kind}: an amount without a currency`);
      return formatMoney(minor, currency, lang);
    },
    date: (day) => formatCalendarDate(day, lang),
  };
  return TEMPLATES[lang](params, format);
}
