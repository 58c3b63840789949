import type { Role } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember, type RecordedCall } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';
import type { StaffComplaint } from './complaints-api.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function complaint(reference: string, over: Partial<StaffComplaint> = {}): StaffComplaint {
  return {
    reference, userId: 'usr_1', category: 'payout', text: 'My money has not arrived after two days.', orderNo: null, state: 'received', answer: null,
    createdAt: ago(5), answerBy: ago(2), answeredAt: null, late: true, ...over,
  };
}
const LATE = complaint('CMP-261122-AAAAAA', { orderNo: 'LL261122ABCDEFGH' });
const ON_TIME = complaint('CMP-261126-BBBBBB', { category: 'fees', text: 'I was charged twice for the same day.', createdAt: ago(1), answerBy: ago(-2), late: false });
const ANSWERED = complaint('CMP-261120-CCCCCC', { state: 'closed', answer: 'Refunded today.', answeredAt: ago(1), late: false });

/** The server's lists as they stand: answering moves a complaint from the open list to the answered one. */
function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  let open = [LATE, ON_TIME];
  let answered = [ANSWERED];
  const list = (call: RecordedCall) => {
    const counts = { open: open.length, late: open.filter((c) => c.late).length, answered: answered.length };
    return ok({ complaints: call.query.get('state') === 'answered' ? answered : open, counts });
  };
  const answer = (call: RecordedCall) => {
    const reference = decodeURIComponent(call.path.split('/')[3] ?? '');
    const done = open.find((c) => c.reference === reference);
    open = open.filter((c) => c.reference !== reference);
    const body = call.body as { answer: string };
    if (done) answered = [{ ...done, state: 'answered' as const, answer: body.answer, late: false }, ...answered];
    return ok({ ...done, state: 'answered', answer: body.answer });
  };
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/complaints': list,
    [`POST /staff/complaints/${LATE.reference}/answer`]: answer,
    [`POST /staff/complaints/${ON_TIME.reference}/answer`]: answer,
    ...handlers,
  });
}

const card = (reference: string) => screen.findByRole('article', { name: new RegExp(reference) });

describe('complaints screen', () => {
  it('shows the counts, the open complaints oldest first, and a late one said in words with how late', async () => {
    signedInAs(['support']);
    renderConsole('#/complaints');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Open (2)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Late (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Answered (1)' })).toBeTruthy();
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
      `Late: Complaint ${LATE.reference}: Money not received`,
      `Complaint ${ON_TIME.reference}: Fees and charges`,
    ]);
    const late = await card(LATE.reference);
    expect(within(late).getByText(/late, the answer was due 2 days ago/)).toBeTruthy();
    expect(within(late).getByText(/5 days ago/)).toBeTruthy();
    expect(within(late).getByText('LL261122ABCDEFGH')).toBeTruthy();
    expect(within(late).getByText(LATE.text)).toBeTruthy();
    expect(within(await card(ON_TIME.reference)).queryByText(/late, the answer was due/)).toBeNull();
  });

  it('filters to the late ones and to the answered, with the answer given', async () => {
    const api = signedInAs(['support']);
    const { user } = renderConsole('#/complaints');
    await user.click(await screen.findByRole('radio', { name: 'Late (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(await card(LATE.reference)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Answered (1)' }));
    const answered = await card(ANSWERED.reference);
    expect(within(answered).getByText('Refunded today.')).toBeTruthy();
    expect(within(answered).getByText('Answered and closed')).toBeTruthy();
    expect(within(answered).queryByRole('button')).toBeNull();
    expect(api.calls.some((c) => c.path === '/staff/complaints' && c.query.get('state') === 'answered')).toBe(true);
  });

  it('sends an answer, says so, and the complaint leaves the open queue', async () => {
    const api = signedInAs(['support']);
    const { user } = renderConsole('#/complaints');
    const late = await card(LATE.reference);
    await user.type(within(late).getByLabelText(`Answer to ${LATE.reference}`), 'The transfer was sent again today.');
    await user.click(within(late).getByRole('checkbox', { name: 'Close the complaint with this answer' }));
    await user.click(within(late).getByRole('button', { name: 'Send the answer' }));

    expect(await screen.findByText(`Answer to ${LATE.reference} sent. The borrower finds it in their messages.`)).toBeTruthy();
    expect(api.callsTo('POST', `/staff/complaints/${LATE.reference}/answer`)[0]?.body).toEqual({ answer: 'The transfer was sent again today.', close: true });
    expect(await screen.findByRole('radio', { name: 'Open (1)' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: new RegExp(LATE.reference) })).toBeNull();
    // Said again in the language the person switches to.
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByText(`Respuesta a ${LATE.reference} enviada. El cliente la encuentra en sus mensajes.`)).toBeTruthy();
  });

  it('refuses a too-short answer at its field, and keeps what was typed through a filter switch and a refusal', async () => {
    const api = signedInAs(['support'], {
      [`POST /staff/complaints/${ON_TIME.reference}/answer`]: () => badField('answer', 'Please write the answer (3 to 2,000 characters)'),
    });
    const { user } = renderConsole('#/complaints');
    const onTime = await card(ON_TIME.reference);
    const field = within(onTime).getByLabelText(`Answer to ${ON_TIME.reference}`);
    await user.type(field, 'No');
    await user.click(within(onTime).getByRole('button', { name: 'Send the answer' }));
    expect(within(onTime).getByText('Write an answer of 3 to 2,000 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(api.callsTo('POST', `/staff/complaints/${ON_TIME.reference}/answer`)).toHaveLength(0);

    await user.type(field, 't yet known, we are checking with the bank');
    await user.click(screen.getByRole('radio', { name: 'Answered (1)' }));
    await user.click(await screen.findByRole('radio', { name: 'Open (2)' }));
    const again = within(await card(ON_TIME.reference)).getByLabelText(`Answer to ${ON_TIME.reference}`);
    expect(again).toHaveProperty('value', 'Not yet known, we are checking with the bank');
    await user.click(within(await card(ON_TIME.reference)).getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Please write the answer (3 to 2,000 characters)')).toBeTruthy();
    expect(within(await card(ON_TIME.reference)).getByLabelText(`Answer to ${ON_TIME.reference}`)).toHaveProperty('value', 'Not yet known, we are checking with the bank');
  });

  it('works in Spanish: the counts, the late one in words, and the answer sent in Spanish', async () => {
    const api = signedInAs(['support']);
    const { user } = renderConsole('#/complaints');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    expect(await screen.findByRole('radio', { name: 'Abiertos: 2' })).toBeTruthy();
    const late = await card(LATE.reference);
    expect(within(late).getByRole('heading', { level: 2 }).textContent).toBe(`Atrasado: Reclamo ${LATE.reference}: Dinero no recibido`);
    expect(within(late).getByText(/atrasado, la respuesta vencía hace 2 días/)).toBeTruthy();
    await user.click(within(late).getByRole('button', { name: 'Enviar la respuesta' }));
    expect(within(late).getByText('Escriba una respuesta de 3 a 2,000 caracteres.')).toBeTruthy();
    await user.type(within(late).getByLabelText(`Respuesta a ${LATE.reference}`), 'Le enviamos el dinero de nuevo hoy.');
    await user.click(within(late).getByRole('button', { name: 'Enviar la respuesta' }));
    expect(await screen.findByText(`Respuesta a ${LATE.reference} enviada. El cliente la encuentra en sus mensajes.`)).toBeTruthy();
    expect(api.callsTo('POST', `/staff/complaints/${LATE.reference}/answer`)[0]?.headers.get('lang')).toBe('es');
  });

  it('is in the navigation of support, and not of someone whose roles do not include complaints', async () => {
    signedInAs(['support']);
    const first = renderConsole('#/');
    expect(await screen.findByRole('link', { name: 'Complaints' })).toBeTruthy();
    first.unmount();
    signedInAs(['finance']);
    renderConsole('#/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Complaints' })).toBeNull();
  });

  it('shows a page at a time: "More complaints" asks for the page after the last one shown', async () => {
    const counts = { open: 2, late: 1, answered: 0 };
    const api = signedInAs(['support'], {
      'GET /staff/complaints': (call: RecordedCall) =>
        call.query.get('cursor') === 'after-late' ? ok({ complaints: [ON_TIME], counts, nextCursor: null }) : ok({ complaints: [LATE], counts, nextCursor: 'after-late' }),
    });
    const { user } = renderConsole('#/complaints');
    expect(await card(LATE.reference)).toBeTruthy();
    expect(screen.queryByRole('article', { name: new RegExp(ON_TIME.reference) })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More complaints' }));
    expect(await card(ON_TIME.reference)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.callsTo('GET', '/staff/complaints').map((c) => c.query.get('cursor'))).toEqual([null, 'after-late']);
    // The last page: nothing more to ask.
    expect(screen.queryByRole('button', { name: 'More complaints' })).toBeNull();
  });
});
