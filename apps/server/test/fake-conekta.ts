import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

/**
 * Conekta API v2.1's orders as OXXO cash references use them (https://developers.conekta.com/reference):
 * create with one cash charge, read one, list with payment_status / updated_at.gte filters and
 * `next` cursor pages. Checks the bearer key and the versioned Accept header on every call.
 */
export const FAKE_CONEKTA_KEY = 'key_fake_conekta_private';

type Order = Record<string, unknown> & { id: string; payment_status: string; updated_at: number; charges: { object: 'list'; data: Array<Record<string, unknown>> } };

export interface FakeConekta extends FakeVendorServer {
  orders: Map<string, Order>;
  /** Marks an order paid at OXXO at `paidAt` (epoch seconds), as Conekta would on the cashier's scan. */
  pay(orderId: string, paidAt: number): Order;
  expire(orderId: string): void;
  /** Answers the next request whose `METHOD /path` starts with `key`, once, instead of the fake. */
  override(key: string, answer: FakeAnswer): void;
}

const error = (status: number, type: string, message: string): FakeAnswer => ({ status, json: { object: 'error', type, log_id: 'log_fake', details: [{ code: 'conekta.errors.fake', message, param: null }] } });

export async function startFakeConekta(): Promise<FakeConekta> {
  const orders: FakeConekta['orders'] = new Map();
  const overrides: Array<{ key: string; answer: FakeAnswer }> = [];
  let serial = 0;
  let url = '';

  function createOrder(b: Record<string, unknown>): FakeAnswer {
    const items = b.line_items as Array<{ unit_price?: unknown; quantity?: unknown }> | undefined;
    const method = (b.charges as Array<{ payment_method?: { type?: unknown; expires_at?: unknown } }> | undefined)?.[0]?.payment_method;
    const amount = items?.reduce((sum, i) => sum + Number(i.unit_price) * Number(i.quantity), 0) ?? Number.NaN;
    if (b.currency !== 'MXN' || !Number.isSafeInteger(amount) || amount <= 0) return error(422, 'parameter_validation_error', 'El monto o la moneda no son válidos.');
    if (method?.type !== 'cash' || !Number.isSafeInteger(method.expires_at)) return error(422, 'parameter_validation_error', 'El método de pago no es válido.');
    serial += 1;
    const now = Math.floor(Date.now() / 1000);
    const id = `ord_2fake${String(serial).padStart(8, '0')}`;
    const order: Order = {
      id, object: 'order', livemode: false, amount, currency: 'MXN', payment_status: 'pending_payment', created_at: now, updated_at: now,
      metadata: b.metadata, customer_info: { ...(b.customer_info as object), object: 'customer_info' },
      charges: { object: 'list', data: [{
        id: `6fake${serial}`, object: 'charge', amount, currency: 'MXN', status: 'pending_payment', paid_at: null, order_id: id,
        payment_method: { object: 'cash_payment', type: 'oxxo', service_name: 'OxxoPay', reference: `9300${String(serial).padStart(10, '0')}`, barcode_url: `https://barcodes.conekta.com/${serial}.png`, expires_at: method.expires_at },
      }] },
    };
    orders.set(id, order);
    return { status: 200, json: order };
  }

  function listOrders(query: URLSearchParams): FakeAnswer {
    const since = Number(query.get('updated_at.gte') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 20), 250);
    const all = [...orders.values()].filter((o) => (!query.get('payment_status') || o.payment_status === query.get('payment_status')) && o.updated_at >= since);
    const next = query.get('next');
    const start = next ? all.findIndex((o) => o.id === next) + 1 : 0;
    const data = all.slice(start, start + limit);
    const hasMore = start + limit < all.length;
    const nextQuery = new URLSearchParams(query);
    nextQuery.set('next', data.at(-1)?.id ?? '');
    return { status: 200, json: { object: 'list', has_more: hasMore, data, next_page_url: hasMore ? `${url}/orders?${nextQuery}` : null, previous_page_url: null } };
  }

  const server = await startFakeVendor((req) => {
    const overridden = overrides.findIndex((o) => `${req.method} ${req.path}`.startsWith(o.key));
    if (overridden >= 0) return overrides.splice(overridden, 1)[0]!.answer;
    if (req.headers.authorization !== `Bearer ${FAKE_CONEKTA_KEY}`) return error(401, 'authentication_error', 'Acceso no autorizado.');
    if (req.headers.accept !== 'application/vnd.conekta-v2.1.0+json') return error(400, 'parameter_validation_error', 'Versión de API no válida.');
    const parsed = new URL(req.path, 'http://fake');
    if (req.method === 'POST' && parsed.pathname === '/orders') return createOrder(req.body);
    if (req.method === 'GET' && parsed.pathname === '/orders') return listOrders(parsed.searchParams);
    const one = /^\/orders\/([^/]+)$/.exec(parsed.pathname);
    const order = one ? orders.get(one[1]!) : undefined;
    if (req.method === 'GET' && order) return { status: 200, json: order };
    return error(404, 'resource_not_found_error', 'El recurso no ha sido encontrado.');
  });
  url = server.url;

  const charge = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    return { order, charge: order.charges.data[0]! };
  };
  return {
    ...server,
    orders,
    pay(orderId, paidAt) {
      const { order, charge: c } = charge(orderId);
      Object.assign(c, { status: 'paid', paid_at: paidAt });
      Object.assign(order, { payment_status: 'paid', updated_at: paidAt + 5 });
      return order;
    },
    expire(orderId) {
      const { order, charge: c } = charge(orderId);
      c.status = 'expired';
      order.payment_status = 'expired';
    },
    override(key, answer) {
      overrides.push({ key, answer });
    },
  };
}
