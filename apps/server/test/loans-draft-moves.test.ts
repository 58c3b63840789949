import { OrderStatus, STATUS_GROUPS } from '@lendline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, users } from '../src/db/schema.ts';
import { LoanTransitionError, moveFrom } from '../src/modules/loans/order-lock.ts';
import { insertOrder } from '../src/modules/loans/order-repository.ts';
import { T0 } from './helper.ts';
import { useMigratedDatabase } from './test-database.ts';

/** A draft's move in one statement (moveFrom): moved only from the statuses allowed, refused with the status it was at. */
describe('moving an order in one statement', () => {
  const t = useMigratedDatabase();

  const statusOf = async (id: string) => (await t.database.db.select().from(loanOrders).where(eq(loanOrders.id, id)))[0]?.status;

  async function draftAt(status: number): Promise<string> {
    const userId = crypto.randomUUID();
    await t.database.db.insert(users).values({ id: userId, phone: `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, market: 'NG', createdAt: T0 });
    const id = crypto.randomUUID();
    await insertOrder(t.database.db, {
      id, orderNo: `LN-${id.slice(0, 8)}`, userId, market: 'NG', productId: null, status: status as never, createdAt: T0, updatedAt: T0,
      submittedAt: null, cancelReason: null, firstOverdueAt: null, firstRolloverAt: null, requestedAmount: null, requestedTenure: null,
    });
    return id;
  }

  it('moves an order in one of the statuses it may leave, with the time and what else is set', async () => {
    const id = await draftAt(OrderStatus.BankAccount);
    const at = new Date(T0.getTime() + 60_000);
    await t.database.db.transaction((tx) => moveFrom(tx, id, 'submitDraft', [OrderStatus.BankAccount], OrderStatus.Applying, at, { submittedAt: at }));
    const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.id, id));
    expect(row).toMatchObject({ status: OrderStatus.Applying, updatedAt: at, submittedAt: at });
  });

  it('refuses an order in another status, or missing, saying where it was, and changes nothing', async () => {
    const id = await draftAt(OrderStatus.Applying);
    const move = (orderId: string) => t.database.db.transaction((tx) => moveFrom(tx, orderId, 'moveDraft', STATUS_GROUPS.draftSteps, OrderStatus.BankAccount, T0));
    await expect(move(id)).rejects.toThrow(LoanTransitionError);
    await expect(move(id)).rejects.toThrow(`moveDraft: order ${id} is at status ${OrderStatus.Applying}`);
    expect(await statusOf(id)).toBe(OrderStatus.Applying);
    const missing = crypto.randomUUID();
    await expect(move(missing)).rejects.toThrow(`moveDraft: order ${missing} is at status missing`);
  });
});
