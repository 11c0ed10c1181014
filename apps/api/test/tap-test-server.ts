import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Tap's charges API v2 on 127.0.0.1, answering the documented shapes
// (https://developers.tap.company/reference/create-a-charge, retrieve-a-charge, create-a-refund)
// and recording every request so tests can assert exactly what the adapter sent.

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  rawBody: string;
  json: Record<string, unknown> | undefined;
}

export interface TapCharge {
  id: string;
  object: 'charge';
  live_mode: false;
  status: string;
  amount: number;
  currency: string;
  description: string;
  reference: { transaction?: string; order?: string; gateway: string; payment: string };
  transaction: { url: string; created: string; timezone: string };
  source: { id: string };
  customer: Record<string, unknown>;
  redirect: { status: string; url: string };
  post: { status: string; url: string } | undefined;
  response: { code: string; message: string };
}

export interface TapRefund {
  id: string;
  object: 'refund';
  charge_id: string;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  reference: Record<string, unknown>;
}

export interface TapTestServer {
  url: string;
  requests: RecordedRequest[];
  charges: Map<string, TapCharge>;
  refunds: Map<string, TapRefund>;
  /** What POST /refunds answers with (REFUNDED unless a test wants PENDING, DECLINED, ...). */
  refundStatus: string;
  /** When true every connection is cut: the gateway is unreachable. */
  unreachable: boolean;
  close(): Promise<void>;
}

const RESPONSE_BY_STATUS: Record<string, { code: string; message: string }> = {
  INITIATED: { code: '100', message: 'Initiated' },
  CAPTURED: { code: '000', message: 'Captured' },
  DECLINED: { code: '507', message: 'Declined, Card Issuer' },
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const tapError = (code: string, description: string) => ({ errors: [{ code, description }] });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTapTestServer(secretKey: string): Promise<TapTestServer> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${Date.now()}${String((counter += 1)).padStart(4, '0')}`;
  const state: Omit<TapTestServer, 'url' | 'close'> = {
    requests: [],
    charges: new Map(),
    refunds: new Map(),
    refundStatus: 'REFUNDED',
    unreachable: false,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (state.unreachable) {
      req.socket.destroy();
      return;
    }
    const rawBody = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    let json: Record<string, unknown> | undefined;
    try {
      json = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : undefined;
    } catch {
      return send(res, 400, tapError('1100', 'Invalid JSON'));
    }
    state.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      rawBody,
      json,
    });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(res, 401, tapError('2107', 'Invalid API key'));

    const body = json ?? {};
    if (req.method === 'POST' && path === '/v2/charges') {
      const id = nextId('chg_TS0');
      const reference = (body.reference ?? {}) as Record<string, string>;
      const charge: TapCharge = {
        id,
        object: 'charge',
        live_mode: false,
        status: 'INITIATED',
        amount: Number(body.amount),
        currency: String(body.currency),
        description: String(body.description ?? ''),
        reference: { ...reference, gateway: `gw_${id}`, payment: `pay_${id}` },
        transaction: { url: `${server.url}/pay/${id}`, created: String(Date.now()), timezone: 'UTC+03:00' },
        source: body.source as { id: string },
        customer: body.customer as Record<string, unknown>,
        redirect: { status: 'PENDING', url: (body.redirect as { url: string }).url },
        post: body.post ? { status: 'PENDING', url: (body.post as { url: string }).url } : undefined,
        response: RESPONSE_BY_STATUS.INITIATED!,
      };
      state.charges.set(id, charge);
      return send(res, 200, charge);
    }
    const chargeMatch = /^\/v2\/charges\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && chargeMatch) {
      const charge = state.charges.get(decodeURIComponent(chargeMatch[1]!));
      if (!charge) return send(res, 404, tapError('1140', 'Charge not found'));
      return send(res, 200, { ...charge, response: RESPONSE_BY_STATUS[charge.status] ?? charge.response });
    }
    if (req.method === 'POST' && path === '/v2/refunds') {
      const charge = state.charges.get(String(body.charge_id));
      if (!charge || charge.status !== 'CAPTURED') return send(res, 400, tapError('1108', 'Charge not refundable'));
      const refund: TapRefund = {
        id: nextId('re_TS0'),
        object: 'refund',
        charge_id: charge.id,
        amount: Number(body.amount),
        currency: String(body.currency),
        status: state.refundStatus,
        reason: String(body.reason ?? ''),
        reference: (body.reference ?? {}) as Record<string, unknown>,
      };
      state.refunds.set(refund.id, refund);
      return send(res, 200, refund);
    }
    const refundMatch = /^\/v2\/refunds\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && refundMatch) {
      const refund = state.refunds.get(decodeURIComponent(refundMatch[1]!));
      return refund ? send(res, 200, refund) : send(res, 404, tapError('1140', 'Refund not found'));
    }
    return send(res, 404, tapError('404', 'Not found'));
  };

  const http: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, tapError('500', String(error))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const server: TapTestServer = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  });
  return server;
}
