import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { SecretRegistry } from '../common/masking.js';
import { Recorder } from './exchange.js';
import { credentialsOf, GatewayClient } from './gateway.js';
import { HttpClient } from './http.js';

// A stand-in gateway that only remembers the parameters each request carried.
let server: Server;
let url = '';
const received: Array<Record<string, string>> = [];
before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(req.headers['content-type']?.includes('json') ? (JSON.parse(body) as Record<string, string>) : Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errorCode":"6","errorMessage":"Unknown order"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

// A target's gateway section: its URL and callback key sit beside the credentials.
const target = { baseUrl: 'http://gateway.example', userName: 'shop24-api', password: 'pw-123456', token: 'tok-123456', callbackKey: 'B07BAA3F9C809098' };
const client = (account: Parameters<typeof credentialsOf>[0]) => new GatewayClient(new HttpClient({ baseUrl: url, recorder: new Recorder(new SecretRegistry()) }), account);

test('a request carries the operation parameters and userName and password, nothing else of the account', async () => {
  received.length = 0;
  await client(target).call('getOrderStatusExtended.do', { orderId: 'o-1' });
  await client(target).call('getOrderStatusExtended.do', { orderId: 'o-2' }, { json: true });
  assert.deepEqual(received, [
    { userName: 'shop24-api', password: 'pw-123456', orderId: 'o-1' },
    { userName: 'shop24-api', password: 'pw-123456', orderId: 'o-2' },
  ]);
});

test('an account with only a token sends the token alone; replaced or no credentials are sent as asked', async () => {
  received.length = 0;
  await client({ token: 'tok-123456' }).call('getOrderStatusExtended.do', { orderId: 'o-3' });
  await client(target).call('getOrderStatusExtended.do', { orderId: 'o-4' }, { credentials: { token: 'other' } });
  await client(target).call('getOrderStatusExtended.do', { orderId: 'o-5' }, { credentials: null });
  assert.deepEqual(received, [{ token: 'tok-123456', orderId: 'o-3' }, { token: 'other', orderId: 'o-4' }, { orderId: 'o-5' }]);
});

test('an account without credentials is refused with what it needs', () => {
  assert.throws(() => credentialsOf({ userName: 'shop' }), /needs userName and password, or a token/);
});
