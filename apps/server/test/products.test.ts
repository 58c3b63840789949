import { editableTermsOf, findProductTerms, permissionsOf, PRODUCT_TERMS, withEditedTerms, type EditableTerms, type Role, type StaffPrincipal } from '@lendline/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffAct } from '../src/modules/approvals/approvals-service.ts';
import { productCreateApproval } from '../src/modules/products/product-create-approval.ts';
import { productVersionApproval } from '../src/modules/products/product-version-approval.ts';
import { limitOverrideApproval } from '../src/modules/underwriting/limit-override-approval.ts';
import { useTestApp } from './helper.ts';
import { approveOrder, submitApplication } from './loan-fixtures.ts';
import { useStaffKey } from './staff-key.ts';
import { decisionOf, sqlRows, staffCall, submitApplication as applyFully } from './underwriting-fixtures.ts';

const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const approvals = () => t.app.services.approvals;
const risk = useStaffKey(t, ['products.read']);

function act(id: string, roles: Role[]): StaffAct {
  const principal: StaffPrincipal = { kind: 'staff', id, name: `Staff ${id}`, roles, permissions: permissionsOf(roles), markets: ['NG'] };
  return { principal, context: { actor: { kind: 'staff', id, name: principal.name }, address: '127.0.0.1', requestId: `req-${id}` } };
}
const ada = act('ada', ['risk']);
const bola = act('bola', ['risk']);
const chidi = act('chidi', ['support']);

const cash = findProductTerms('NG', 'ng-cash-50k')!;
const edited = (change: Partial<EditableTerms>): EditableTerms => ({ ...editableTermsOf(cash), ...change });
const version = (terms: EditableTerms, productId = 'ng-cash-50k') => ({ action: 'productVersion', input: { productId, terms }, reason: 'Cheaper first loans from December' });

// Versions live in their own tables, which the helper does not empty: each test starts from the release's.
beforeEach(async () => {
  await t.database.transaction((s) => s.exec('DELETE FROM product_versions; DELETE FROM products; DELETE FROM credit_limit_overrides'));
  await t.app.services.products.start();
});

const offerTerms = async (orderId: string) =>
  (await sqlRows<{ rate: string; name: string }>(t, `SELECT terms->>'dailyInterestPpm' AS rate, terms->>'name' AS name FROM loan_offers WHERE order_id = $1`, [orderId]))[0];

describe('products as versions (issue 22, ADR 082)', () => {
  it('starts with the release as version 1 live, and lists it with who made it', async () => {
    const res = await staffCall(t, 'GET', '/staff/products', risk.key);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const products = res.body.data.products as { productId: string; liveVersion: number; versions: { version: number; state: string; madeBy: string; terms: unknown }[] }[];
    expect(products.map((p) => p.productId)).toEqual(PRODUCT_TERMS.NG.map((p) => p.productId));
    expect(products[0]).toMatchObject({ liveVersion: 1, versions: [{ version: 1, state: 'live', madeBy: 'release', terms: cash }] });
    expect(t.app.services.products.live()).toEqual(PRODUCT_TERMS.NG);
  });

  it('previews edited terms: the figures for representative amounts, or each broken rule at its field', async () => {
    const preview = async (terms: unknown) => staffCall(t, 'GET', `/staff/products/preview?productId=ng-cash-50k&terms=${encodeURIComponent(JSON.stringify(terms))}`, risk.key);
    const good = await preview(edited({ dailyInterestPpm: 900 }));
    expect(good.body.data.problems).toEqual([]);
    // 1,000 (the minimum), 5,000 (a newcomer's), 50,000 (the maximum) naira at 91 days.
    expect(good.body.data.examples.map((e: { amount: number }) => e.amount)).toEqual([1_000_00, 5_000_00, 50_000_00]);
    const cheaper = good.body.data.examples[1];
    const today = (await preview(edited({}))).body.data.examples[1];
    expect(cheaper.interest).toBeLessThan(today.interest);
    expect(cheaper.aprPpm).toBeLessThan(today.aprPpm);
    expect(cheaper.totalRepayable).toBe(cheaper.amount + cheaper.interest + cheaper.interestTax);

    const bad = await preview(edited({ dailyInterestPpm: 2_000, dailyFeePpm: 981, tenures: [30] }));
    expect(bad.body.data.examples).toEqual([]);
    expect(bad.body.data.problems).toEqual(expect.arrayContaining([
      { field: 'dailyInterestPpm', key: 'error.product.interestOverCap', message: 'The daily interest times 365 is over the annual cap' },
      { field: 'dailyFeePpm', key: 'error.product.fee', message: expect.stringContaining('0.098%') },
      { field: 'tenures', key: 'error.product.tenureShort', message: 'Each tenure must be at least 61 days' },
    ]));
    const spanish = await staffCall(t, 'GET', `/staff/products/preview?productId=ng-cash-50k&terms=${encodeURIComponent(JSON.stringify(edited({ tenures: [30] })))}`, risk.key, undefined, 'es');
    expect(spanish.body.data.problems).toEqual([{ field: 'tenures', key: 'error.product.tenureShort', message: 'Cada plazo debe ser de al menos 61 días' }]);
    const shapeless = await preview({ ...edited({}), phases: 1.5 });
    expect(shapeless.body).toMatchObject({ code: expect.any(Number), data: { fields: [{ field: 'terms.phases' }] } });
    expect((await staffCall(t, 'GET', '/staff/products/preview?productId=ng-cash-50k&terms=%7Bnot', risk.key)).body.data.fields).toEqual([{ field: 'terms', message: expect.any(String) }]);
  });

  it('puts a version live when a second person approves: new orders take it, an order already offered keeps its terms', async () => {
    const before = await submitApplication(t, '08031230001', '11');
    await approveOrder(t, before.orderId);

    const asked = await approvals().ask(ada, version(edited({ dailyInterestPpm: 900, name: 'Lendline Cash December' })));
    expect(asked.ok && asked.value).toMatchObject({
      state: 'pending', object: { type: 'product', id: 'ng-cash-50k' },
      before: { dailyInterestPpm: 980, name: 'Lendline Cash', currency: 'NGN' }, after: { dailyInterestPpm: 900, name: 'Lendline Cash December', currency: 'NGN' },
    });
    if (!asked.ok) return;
    // Nothing changes while it waits; the maker may not approve their own.
    expect(t.app.services.products.find('ng-cash-50k')?.dailyInterestPpm).toBe(980);
    expect(await approvals().approve(ada, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    expect(await approvals().approve(chidi, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });

    const approved = await approvals().approve(bola, asked.value.id);
    expect(approved.ok && approved.value).toMatchObject({ state: 'done', result: { productId: 'ng-cash-50k', version: 2 } });
    expect(t.app.services.products.find('ng-cash-50k')?.dailyInterestPpm).toBe(900);

    // The borrower's catalogue answers the live version.
    const list = await t.call('/loan/product/list', {});
    expect(list.body.data.products[0]).toMatchObject({ productId: 'ng-cash-50k', name: 'Lendline Cash December' });
    const index = await t.call('/loanMarket/index', {});
    expect(index.body.data.fromDailyInterestPpm).toBe(900);

    // A new order is priced with version 2; the order offered before keeps version 1's copy.
    const after = await submitApplication(t, '08031230002', '12');
    await approveOrder(t, after.orderId);
    expect(await offerTerms(after.orderId)).toEqual({ rate: '900', name: 'Lendline Cash December' });
    expect(await offerTerms(before.orderId)).toEqual({ rate: '980', name: 'Lendline Cash' });

    // Run again with the same key (an instance stopped mid-way): the same answer, no third version.
    const executor = approvedRun();
    const again = await executor.run({ productId: 'ng-cash-50k', terms: edited({ dailyInterestPpm: 900 }) }, { key: `four-eyes:${asked.value.id}`, maker: { id: 'ada', name: 'x' }, approver: { id: 'bola', name: 'y' } });
    expect(again).toMatchObject({ ok: true, value: { version: 2 } });
    const versions = await staffCall(t, 'GET', '/staff/products', risk.key);
    expect(versions.body.data.products[0].versions.map((v: { version: number; state: string; madeBy: string; approvedBy: string | null }) => [v.version, v.state, v.madeBy, v.approvedBy]))
      .toEqual([[2, 'live', 'Staff ada', 'Staff bola'], [1, 'retired', 'release', null]]);

    // The audit trail has the ask and the approval, with the change.
    const { events } = await t.app.services.audit.search({ objectType: 'approval_request', objectId: asked.value.id });
    expect(events.map((e) => e.action)).toEqual(['approval.approve', 'approval.ask']);
  });

  it('checks a borrower’s choice before applying against the live versions, not the release', async () => {
    const asked = await approvals().ask(ada, version(edited({ tenures: [91, 120] })));
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    expect(await approvals().approve(bola, asked.value.id)).toMatchObject({ ok: true, value: { state: 'done' } });
    const token = await t.register('08031230005');
    const started = await t.call('/loan/loan-order/apply-market', { token, body: { amount: 2_000_00, tenure: 120 } });
    expect(started.body.code, JSON.stringify(started.body)).toBe(0);
    const [order] = await sqlRows<{ product_id: string }>(t, 'SELECT product_id FROM loan_orders WHERE order_no = $1', [started.body.data.orderNo]);
    expect(order?.product_id).toBe('ng-cash-50k');
  });

  it('refuses terms that break a product rule at the field, unchanged terms, an unknown product and a role without the permission', async () => {
    const over = await approvals().ask(ada, version(edited({ dailyFeePpm: 5_000, overduePenaltyDailyPpm: 30_000 })));
    expect(over).toMatchObject({ ok: false, error: 'VALIDATION_FAILED', data: { fields: expect.arrayContaining([
      { field: 'terms.dailyFeePpm', key: 'error.product.fee' },
      { field: 'terms.overduePenaltyDailyPpm', key: 'error.product.penalty' },
    ]) } });
    expect(await approvals().ask(ada, version(edited({})))).toMatchObject({ ok: false, data: { fields: [{ field: 'terms', key: 'error.product.unchanged' }] } });
    expect(await approvals().ask(ada, version(edited({ dailyInterestPpm: 900 }), 'mx-efectivo'))).toMatchObject({ ok: false, data: { fields: [{ field: 'productId' }] } });
    expect(await approvals().ask(chidi, version(edited({ dailyInterestPpm: 900 })))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    expect(t.app.services.products.find('ng-cash-50k')).toEqual(cash);
  });
});

describe('a new product made from one of the market\u2019s (productCreate)', () => {
  const create = (productId: string, terms: EditableTerms, basedOn = 'ng-cash-50k') => ({ action: 'productCreate', input: { productId, basedOn, terms }, reason: 'A smaller first loan for students' });
  const mini = edited({ name: 'Lendline Cash Mini', maxAmount: 30_000_00 });

  it('goes live as version 1 once a second person approves, with the base\u2019s market, currency and taxes, and borrowers see it', async () => {
    const asked = await approvals().ask(ada, create('ng-cash-mini', mini));
    expect(asked.ok && asked.value).toMatchObject({
      state: 'pending', object: { type: 'product', id: 'ng-cash-mini' }, before: {}, after: { basedOn: 'ng-cash-50k', name: 'Lendline Cash Mini', maxAmount: 30_000_00 },
    });
    if (!asked.ok) return;
    expect(t.app.services.products.find('ng-cash-mini')).toBeUndefined();
    expect(await approvals().approve(ada, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    const approved = await approvals().approve(bola, asked.value.id);
    expect(approved.ok && approved.value).toMatchObject({ state: 'done', result: { productId: 'ng-cash-mini', version: 1 } });
    expect(t.app.services.products.find('ng-cash-mini')).toEqual(withEditedTerms({ ...cash, productId: 'ng-cash-mini' }, mini));
    expect(t.app.services.products.find('ng-cash-mini')).toMatchObject({ market: 'NG', currency: 'NGN', maxAmount: 30_000_00, dailyInterestPpm: cash.dailyInterestPpm });

    const list = await t.call('/loan/product/list', {});
    expect(list.body.data.products.map((p: { productId: string }) => p.productId)).toContain('ng-cash-mini');
    const staffList = await staffCall(t, 'GET', '/staff/products', risk.key);
    const made = staffList.body.data.products.find((p: { productId: string }) => p.productId === 'ng-cash-mini');
    expect(made).toMatchObject({ liveVersion: 1, versions: [{ version: 1, state: 'live', madeBy: 'Staff ada', approvedBy: 'Staff bola' }] });

    // Run again with the same key: the same answer, no second product.
    const again = await createRun().run({ productId: 'ng-cash-mini', basedOn: 'ng-cash-50k', terms: mini }, { key: `four-eyes:${asked.value.id}`, maker: { id: 'ada', name: 'x' }, approver: { id: 'bola', name: 'y' } });
    expect(again).toEqual({ ok: true, value: { productId: 'ng-cash-mini', version: 1 } });
  });

  it('refuses an id taken or of another market or badly formed, an unknown base, broken terms, and a role without the permission', async () => {
    const field = async (request: ReturnType<typeof create>) => {
      const asked = await approvals().ask(ada, request);
      return asked.ok ? null : (asked as { data?: { fields: { field: string; key: string }[] } }).data?.fields;
    };
    expect(await field(create('ng-cash-60k', mini))).toEqual([{ field: 'productId', key: 'error.product.exists' }]);
    expect(await field(create('mx-mini', mini))).toEqual([{ field: 'productId', key: 'error.product.newIdMarket' }]);
    expect(await field(create('Cash Mini', mini))).toEqual([{ field: 'productId', key: 'error.product.newId' }]);
    expect(await field(create('ng-cash-mini', mini, 'ng-nothing'))).toEqual([{ field: 'basedOn', key: 'error.product.productId' }]);
    expect(await field(create('ng-cash-mini', edited({ dailyFeePpm: 5_000 })))).toEqual(expect.arrayContaining([{ field: 'terms.dailyFeePpm', key: 'error.product.fee' }]));
    expect(await approvals().ask(chidi, create('ng-cash-mini', mini))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    expect(t.app.services.products.find('ng-cash-mini')).toBeUndefined();
  });
});

describe('a credit limit set by hand (limitOverride)', () => {
  const override = (userId: string, limit: number) => ({ action: 'limitOverride', input: { userId, limit }, reason: 'Salary verified with the employer' });

  it('is honoured by the next assessment in place of the ladder, once a second person approves', async () => {
    const { userId, orderId, token } = await applyFully(t, { mobile: '08031230003' });
    const asked = await approvals().ask(ada, override(userId, 30_000_00));
    expect(asked.ok && asked.value).toMatchObject({ object: { type: 'borrower', id: userId }, before: { creditLimit: 5_000_00, source: 'ladder', currency: 'NGN' }, after: { creditLimit: 30_000_00, currency: 'NGN' } });
    if (!asked.ok) return;
    expect(await approvals().approve(ada, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    const approved = await approvals().approve(bola, asked.value.id);
    expect(approved.ok && approved.value).toMatchObject({ state: 'done', result: { userId, creditLimit: 30_000_00 } });

    await t.app.services.underwriting.assessOrder(orderId);
    expect(Number((await decisionOf(t, orderId))?.credit_limit)).toBe(30_000_00);
    // The borrower is told the limit in force, not the ladder's, and no step of the ladder it stands in for.
    const info = await t.call('/loan/get-credit-info', { token });
    expect(info.body.data).toMatchObject({ tierLimit: 30_000_00, nextLimit: null, nextLimitOnTime: null });

    // A repeated run changes nothing; the next request reads the override as what is in force.
    const again = await limitRun().run({ userId, limit: 30_000_00 }, { key: `four-eyes:${asked.value.id}`, maker: { id: 'ada', name: 'x' }, approver: { id: 'bola', name: 'y' } });
    expect(again).toMatchObject({ ok: true, value: { creditLimit: 30_000_00 } });
    const next = await approvals().ask(ada, override(userId, 40_000_00));
    expect(next.ok && next.value.before).toEqual({ creditLimit: 30_000_00, source: 'override', currency: 'NGN' });
  });

  it('refuses a limit outside the open products\u2019 amounts, an unknown borrower and a role without the permission', async () => {
    const { userId, orderId } = await applyFully(t, { mobile: '08031230004' });
    // The good-record product (500,000 naira) needs three on-time repayments: 60,000 is the most today.
    expect(await approvals().ask(ada, override(userId, 60_000_01))).toMatchObject({ ok: false, data: { fields: [{ field: 'limit', key: 'error.limit.bounds' }] } });
    expect(await approvals().ask(ada, override(userId, 999_99))).toMatchObject({ ok: false, data: { fields: [{ field: 'limit' }] } });
    expect(await approvals().ask(ada, override('nobody', 10_000_00))).toMatchObject({ ok: false, data: { fields: [{ field: 'userId' }] } });
    expect(await approvals().ask(chidi, override(userId, 10_000_00))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    await t.app.services.underwriting.assessOrder(orderId);
    expect(Number((await decisionOf(t, orderId))?.credit_limit)).toBe(5_000_00);
  });
});

function approvedRun() {
  return productVersionApproval({ db: t.database.db, now: t.clock.now, market: 'NG', products: t.app.services.products });
}
function createRun() {
  return productCreateApproval({ db: t.database.db, now: t.clock.now, market: 'NG', products: t.app.services.products });
}
function limitRun() {
  const s = t.app.services;
  return limitOverrideApproval({
    db: t.database.db, now: t.clock.now, market: 'NG', products: s.products,
    loans: s.loans, applicant: { profileOf: s.profiles.profileOf, phoneOf: s.auth.phoneOf, bankIdentifiersOf: s.banking.identifiersFor, idNumberHashOf: s.kyc.idNumberHashOf, formerAccountsOf: s.auth.formerAccountsOf },
  });
}
