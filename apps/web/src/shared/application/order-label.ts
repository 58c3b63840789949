import { orderLabelFor, type OrderLabel, type OrderStatusCode } from '@lendline/domain';
import type { MessageKey } from '../i18n/i18n-store.ts';

const LABEL: Record<OrderLabel, MessageKey> = {
  assessing: 'records.label.assessing',
  repaying: 'records.label.repaying',
  overdue: 'records.label.overdue',
  finished: 'records.label.finished',
  addingCard: 'records.label.addingCard',
  incomplete: 'records.label.incomplete',
  disbursing: 'records.label.disbursing',
  cancelled: 'records.label.cancelled',
  rejected: 'records.label.rejected',
  failed: 'records.label.failed',
};

/** The message of an order's status as the records list names it (spec section 4, "Order status labels"). */
export const orderLabelKey = (status: OrderStatusCode): MessageKey => LABEL[orderLabelFor(status)];
