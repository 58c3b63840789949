import { minorToDecimal, type Currency, type Language } from '@lendline/domain';
import { toGsm7 } from './sms-encoding.ts';

/** Every message the reminders module sends a borrower (issue 11). */
export const MESSAGE_KINDS = ['payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Answers to the borrower's own act (a payment, a rollover), as against reminders we start. */
export const CONFIRMATION_KINDS = ['payment_received', 'rollover_confirmed'] as const satisfies readonly MessageKind[];
export type ReminderKind = Exclude<MessageKind, (typeof CONFIRMATION_KINDS)[number]>;

/** What a message says, per kind; amounts in minor units, dates 'YYYY-MM-DD' market days. */
export type MessageFacts =
  | { kind: 'payment_received'; amount: number; left: number }
  | { kind: 'rollover_confirmed'; dueDate: string; amount: number }
  | { kind: 'due_in_3_days'; dueDate: string; amount: number }
  | { kind: 'due_today'; amount: number }
  | { kind: 'overdue'; amount: number };

/**
 * "NGN 12,000.00", "MXN 1,234.50": the ISO code rather than a symbol, because ₦ is not in the
 * SMS alphabet and "$" alone is ambiguous in Mexico. The money module's decimal text grouped by
 * hand, no Intl, so the text (and so its length) is the same on every server.
 */
export function smsMoney(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError('money must be whole, non-negative minor units');
  const [major = '', fraction] = minorToDecimal(minor, currency).split('.');
  const grouped = major.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${fraction === undefined ? grouped : `${grouped}.${fraction}`}`;
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

/** "5 Mar 2026" / "5 mar 2026": day first in both markets, so no reader takes 05/03 for May. */
export function smsDate(date: string, lang: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day || month > 12) throw new RangeError(`not a calendar date: ${date}`);
  return `${day} ${MONTHS[lang][month - 1]} ${year}`;
}

type Template = (facts: MessageFacts, money: (minor: number) => string, date: (d: string) => string) => string;

/**
 * The messages, without the link that ends each. Polite and plain (the issue: Nigerian loan
 * apps are known for harassment): what happened or is due, what it costs, where to pay.
 * Spanish is written properly here, as the app speaks (usted), and folded to the SMS alphabet
 * when sent (á → a).
 */
const TEMPLATES: Record<Language, Template> = {
  en: (f, money, date) => {
    switch (f.kind) {
      case 'payment_received':
        return f.left > 0
          ? `Lendline: we received ${money(f.amount)}. Thank you! Left to pay: ${money(f.left)}. Details:`
          : `Lendline: we received ${money(f.amount)}. Your loan is fully repaid. Thank you!`;
      case 'rollover_confirmed':
        return `Lendline: extension confirmed. New due date ${date(f.dueDate)}, amount ${money(f.amount)}. Details:`;
      case 'due_in_3_days':
        return `Lendline: ${money(f.amount)} is due on ${date(f.dueDate)}, in 3 days. Pay in the app or here:`;
      case 'due_today':
        return `Lendline: ${money(f.amount)} is due today. Pay in the app or here:`;
      case 'overdue':
        return `Lendline: ${money(f.amount)} is overdue. A late charge is added daily until it is paid. Pay here:`;
    }
  },
  es: (f, money, date) => {
    switch (f.kind) {
      case 'payment_received':
        return f.left > 0
          ? `Lendline: recibimos ${money(f.amount)}. ¡Gracias! Le falta pagar ${money(f.left)}. Detalles:`
          : `Lendline: recibimos ${money(f.amount)}. Su préstamo está pagado por completo. ¡Gracias!`;
      case 'rollover_confirmed':
        return `Lendline: prórroga confirmada. Nueva fecha: ${date(f.dueDate)}, monto ${money(f.amount)}. Detalles:`;
      case 'due_in_3_days':
        return `Lendline: ${money(f.amount)} vence el ${date(f.dueDate)}, en 3 días. Pague en la app o aquí:`;
      case 'due_today':
        return `Lendline: ${money(f.amount)} vence hoy. Pague en la app o aquí:`;
      case 'overdue':
        return `Lendline: ${money(f.amount)} está vencido. Se suma un cargo por atraso cada día. Pague aquí:`;
    }
  },
};

/** A USSD code the borrower was given for this loan (ADR 104), repeated for a phone without data. */
export interface DialCode {
  code: string;
  amount: number;
}

/** After the link, short: "*" and "#" are in the SMS alphabet, so the code costs its length and no more. */
const DIAL: Record<Language, (code: string, amount: string) => string> = {
  en: (code, amount) => `No data? Dial ${code} to pay ${amount}.`,
  es: (code, amount) => `¿Sin datos? Marque ${code} para pagar ${amount}.`,
};

/** The SMS as sent: the message, the signed repayment link, and a reminder's USSD code if any, in the GSM alphabet. */
export function messageText(facts: MessageFacts, lang: Language, currency: Currency, link: string, dial?: DialCode | null): string {
  const money = (minor: number) => smsMoney(minor, currency);
  const body = TEMPLATES[lang](facts, money, (d) => smsDate(d, lang));
  const tail = dial ? ` ${DIAL[lang](dial.code, money(dial.amount))}` : '';
  return toGsm7(`${body} ${link}${tail}`);
}
