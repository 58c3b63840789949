import { describe, expect, it } from 'vitest';
import { INBOX_KINDS, inboxTargetOf, inboxText, type InboxParams } from '../../src/index.ts';

// One message of every kind, with figures chosen so each placeholder is visible in the text.
const NG: Record<(typeof INBOX_KINDS)[number], InboxParams> = {
  approved: { kind: 'approved', currency: 'NGN', creditLimit: 50_000_00 },
  rejected: { kind: 'rejected' },
  disbursed: { kind: 'disbursed', currency: 'NGN', amount: 9_500_00, totalRepayable: 12_345_67, dueDate: '2027-03-05' },
  payout_failed: { kind: 'payout_failed' },
  payment_received: { kind: 'payment_received', currency: 'NGN', amount: 5_000_00, left: 7_345_67 },
  rollover_confirmed: { kind: 'rollover_confirmed', currency: 'NGN', amount: 12_345_67, dueDate: '2027-03-12' },
  due_in_3_days: { kind: 'due_in_3_days', currency: 'NGN', amount: 12_345_67, dueDate: '2027-03-05' },
  due_today: { kind: 'due_today', currency: 'NGN', amount: 12_345_67 },
  overdue: { kind: 'overdue', currency: 'NGN', amount: 12_345_67 },
  proof_rejected: { kind: 'proof_rejected', currency: 'NGN', amount: 2_000_00, paidOn: '2027-03-01', reason: 'The slip is unreadable' },
  complaint_answered: { kind: 'complaint_answered', reference: 'CMP-270301-7KQ4XM', answer: 'The transfer was sent again today' },
  loan_written_off: { kind: 'loan_written_off', currency: 'NGN', amount: 12_345_67 },
  payout_given_up: { kind: 'payout_given_up' },
  payout_new_account: { kind: 'payout_new_account' },
  refund_sent: { kind: 'refund_sent', currency: 'NGN', amount: 1_500_00 },
  refund_failed: { kind: 'refund_failed', currency: 'NGN', amount: 1_500_00 },
  rollover_offer: { kind: 'rollover_offer', currency: 'NGN', fee: 1_500_00, days: 7, dueDate: '2026-03-09' },
  bureau_reported: { kind: 'bureau_reported', bureau: 'CRC Credit Bureau' },
  data_request_answered: { kind: 'data_request_answered', outcome: 'refused', field: 'inputBirthday', reason: 'Your ID shows 1990' },
};

describe('inboxText', () => {
  it.each([
    ['approved', 'Your loan is approved', 'you can borrow up to ₦50,000.00'],
    ['rejected', 'About your application', 'we cannot offer you a loan this time'],
    ['disbursed', 'Money sent', 'We sent ₦9,500.00 to your bank account. Please repay ₦12,345.67 by 5 March 2027.'],
    ['payout_failed', 'We could not send your money', 'did not go through'],
    ['payment_received', 'Payment received', 'We received ₦5,000.00. Thank you! Left to pay: ₦7,345.67.'],
    ['rollover_confirmed', 'Extension confirmed', 'New due date: 12 March 2027; amount due then: ₦12,345.67.'],
    ['due_in_3_days', 'Payment due in 3 days', '₦12,345.67 is due on 5 March 2027.'],
    ['due_today', 'Payment due today', '₦12,345.67 is due today.'],
    ['overdue', 'Payment overdue', '₦12,345.67 is overdue. A late charge is added each day'],
    ['proof_rejected', 'Repayment proof not accepted', 'We could not accept the proof of your payment of ₦2,000.00 on 1 March 2027: The slip is unreadable. Please check it and send it again'],
    ['complaint_answered', 'Your complaint is answered', 'Our answer to your complaint CMP-270301-7KQ4XM: The transfer was sent again today. If this does not settle it'],
    ['loan_written_off', 'Your loan is closed', 'We have written off the ₦12,345.67 that was still owed on your loan. It is closed and you owe nothing more on it.'],
    ['payout_given_up', 'Your payout is closed', 'No loan was made and you owe nothing.'],
    ['payout_new_account', 'Please add a new bank account', 'add another account in your own name, and apply again for the same loan'],
    ['refund_sent', 'Refund sent', 'We sent ₦1,500.00 of your credit back to your bank account.'],
    ['refund_failed', 'Your refund did not go through', 'The money is still held for you, and our staff will contact you.'],
    ['rollover_offer', 'You can extend your loan', 'move your due date by 7 days, to 9 March 2026, for a fee of ₦1,500.00'],
    ['bureau_reported', 'Reported to a credit bureau', 'Your on-time repayment has been reported to CRC Credit Bureau.'],
    ['data_request_answered', 'About your correction request', 'We did not change your date of birth: Your ID shows 1990. If you think this is wrong'],
  ] as const)('writes %s in English with its figures', (kind, title, body) => {
    const text = inboxText(NG[kind], 'en');
    expect(text.title).toBe(title);
    expect(text.body).toContain(body);
  });

  it.each([
    ['approved', 'Su préstamo fue aprobado', 'puede pedir hasta $50,000.00'],
    ['disbursed', 'Dinero enviado', 'Enviamos $9,500.00 a su cuenta bancaria. Pague $12,345.67 a más tardar el 5 de marzo de 2027.'],
    ['payment_received', 'Pago recibido', 'Recibimos $5,000.00. ¡Gracias! Le falta pagar $7,345.67.'],
    ['rollover_confirmed', 'Prórroga confirmada', 'Nueva fecha de pago: 12 de marzo de 2027; monto a pagar: $12,345.67.'],
    ['due_in_3_days', 'Su pago vence en 3 días', '$12,345.67 vence el 5 de marzo de 2027.'],
    ['due_today', 'Su pago vence hoy', '$12,345.67 vence hoy.'],
    ['overdue', 'Pago vencido', 'Se suma un cargo por atraso cada día'],
    ['payout_failed', 'No pudimos enviar su dinero', 'no se completó'],
    ['rejected', 'Sobre su solicitud', 'no podemos ofrecerle un préstamo'],
    ['proof_rejected', 'Comprobante de pago no aceptado', 'No pudimos aceptar el comprobante de su pago de $2,000.00 del 1 de marzo de 2027: The slip is unreadable. Revíselo y envíelo de nuevo'],
    ['complaint_answered', 'Su reclamo tiene respuesta', 'Nuestra respuesta a su reclamo CMP-270301-7KQ4XM: The transfer was sent again today. Si esto no lo resuelve'],
    ['loan_written_off', 'Su préstamo está cerrado', 'Cancelamos los $12,345.67 que aún se adeudaban de su préstamo. Está cerrado y ya no debe nada por él.'],
    ['payout_given_up', 'Su desembolso fue cerrado', 'No se otorgó ningún préstamo y no debe nada.'],
    ['payout_new_account', 'Agregue otra cuenta bancaria', 'agregue otra cuenta a su nombre y solicite de nuevo el mismo préstamo'],
    ['refund_sent', 'Devolución enviada', 'Enviamos $1,500.00 de su saldo a favor a su cuenta bancaria.'],
    ['refund_failed', 'Su devolución no se completó', 'El dinero sigue guardado para usted y nuestro personal lo contactará.'],
    ['rollover_offer', 'Puede prorrogar su préstamo', 'puede mover su fecha de pago 7 días, al 9 de marzo de 2026, con una comisión de $1,500.00'],
    ['bureau_reported', 'Reportado a un buró de crédito', 'Su pago puntual fue reportado a CRC Credit Bureau.'],
    ['data_request_answered', 'Sobre su solicitud de corrección', 'No cambiamos su fecha de nacimiento: Your ID shows 1990. Si cree que es un error'],
  ] as const)('writes %s in Spanish (usted) with its figures', (kind, title, body) => {
    const params = { ...NG[kind], ...('currency' in NG[kind] ? { currency: 'MXN' as const } : {}) } as InboxParams;
    const text = inboxText(params, 'es');
    expect(text.title).toBe(title);
    expect(text.body).toContain(body);
  });

  it('says the loan is repaid when nothing is left, in both languages', () => {
    const paid: InboxParams = { kind: 'payment_received', currency: 'NGN', amount: 12_345_67, left: 0 };
    expect(inboxText(paid, 'en').body).toBe('We received ₦12,345.67. Your loan is fully repaid. Thank you!');
    expect(inboxText({ ...paid, currency: 'MXN' }, 'es').body).toBe('Recibimos $12,345.67. Su préstamo está pagado por completo. ¡Gracias!');
  });

  it('has a title and text for every kind in both languages, never the raw key or a placeholder', () => {
    for (const kind of INBOX_KINDS) {
      for (const lang of ['en', 'es'] as const) {
        const { title, body } = inboxText(NG[kind], lang);
        expect(title.length, `${kind} ${lang}`).toBeGreaterThan(5);
        expect(body, `${kind} ${lang}`).not.toMatch(/[{}]|undefined|NaN/);
      }
    }
  });

  it('says a correction was made, naming the field in the reader’s language', () => {
    const done: InboxParams = { kind: 'data_request_answered', outcome: 'done', field: 'lastName', reason: null };
    expect(inboxText(done, 'en')).toEqual({ title: 'Your details are corrected', body: 'As you asked, we corrected your last name. The new value is in Me, Your data.' });
    expect(inboxText(done, 'es').body).toBe('Como nos pidió, corregimos su apellido. El nuevo valor está en Mi cuenta, Sus datos.');
    expect(inboxTargetOf('data_request_answered')).toBe('home');
  });

  it('refuses an amount that is not whole minor units (a bug, never a rounded figure)', () => {
    expect(() => inboxText({ kind: 'due_today', currency: 'NGN', amount: 10.5 }, 'en')).toThrow(RangeError);
  });

  it('sends loan messages to the repayment screen and decisions to home', () => {
    expect(inboxTargetOf('approved')).toBe('home');
    expect(inboxTargetOf('payout_failed')).toBe('home');
    expect(inboxTargetOf('payout_new_account')).toBe('home');
    expect(inboxTargetOf('overdue')).toBe('repayDetail');
    expect(inboxTargetOf('payment_received')).toBe('repayDetail');
    expect(inboxTargetOf('proof_rejected')).toBe('proofs');
    expect(inboxTargetOf('complaint_answered')).toBe('care');
    expect(inboxTargetOf('loan_written_off')).toBe('repayDetail');
    expect(inboxTargetOf('rollover_offer')).toBe('repayDetail');
    expect(inboxTargetOf('bureau_reported')).toBe('repayDetail');
  });
});
