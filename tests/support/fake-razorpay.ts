// A stand-in for Razorpay's REST API on loopback, for the Razorpay adapter's tests (no network here):
// orders, an order's payments, refunds, with Basic auth checked as Razorpay checks it. A test can
// make the next answers fail (a status) or hang.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: string;
}
export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  error_description: string | null;
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  orders: FakeOrder[];
  payments: FakePayment[];
  refunds: { id: string; payment_id: string; amount: number; status: string; receipt?: string }[];
  /** Every request seen: method, path and the Basic credentials. */
  seen: { method: string; path: string; auth: string }[];
  /** The next n requests answer this status (or never answer, with 'hang'). */
  failNext(n: number, how: number | 'hang'): void;
  close(): Promise<void>;
}

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
};

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const fake = { orders: [], payments: [], refunds: [], seen: [] } as unknown as FakeRazorpay;
  let failures: { n: number; how: number | 'hang' } = { n: 0, how: 500 };
  let seq = 0;
  const id = (prefix: string) => `${prefix}_Fake${String(++seq).padStart(10, '0')}`;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    fake.seen.push({ method: req.method ?? '', path, auth: req.headers.authorization ?? '' });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (failures.n > 0) {
      failures.n--;
      if (failures.how === 'hang') return;
      return send(failures.how, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
    }
    if (req.headers.authorization !== expectedAuth)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const input = await body(req);
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/orders') {
      if (input.receipt && input.receipt.length > 40)
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'receipt: the length must be no more than 40.' } });
      const order = {
        id: id('order'),
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
        status: 'created',
      };
      fake.orders.push(order);
      return send(200, {
        entity: 'order',
        ...order,
        amount_paid: 0,
        amount_due: order.amount,
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/orders\/([\w]+)\/payments$/))) {
      const items = fake.payments.filter((p) => p.order_id === m![1]).map((p) => ({ entity: 'payment', currency: 'INR', ...p }));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([\w]+)\/refund$/))) {
      const payment = fake.payments.find((p) => p.id === m![1]);
      if (payment?.status !== 'captured')
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } });
      const refund = {
        id: id('rfnd'),
        payment_id: payment.id,
        amount: input.amount ?? payment.amount,
        status: 'pending',
        receipt: input.receipt,
      };
      fake.refunds.push(refund);
      return send(200, { entity: 'refund', currency: 'INR', ...refund });
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/refunds\/([\w]+)$/))) {
      const refund = fake.refunds.find((r) => r.id === m![1]);
      return refund
        ? send(200, { entity: 'refund', currency: 'INR', ...refund })
        : send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }
    send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.failNext = (n, how) => {
    failures = { n, how };
  };
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
