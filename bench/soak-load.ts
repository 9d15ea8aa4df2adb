/**
 * The soak's load on one sandbox account of an emulator process: ten cards with money (v2), then a
 * mixed operation at a time: a v2 top-up, transfer or card read, a v1 card-to-card transfer, an
 * e-commerce payment that sends its callbacks, a P2P transfer between two of the account's cards
 * (signed). Everything goes over HTTP, as a team's tests would send it.
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { request } from 'undici';

type Body = Record<string, unknown>;

interface Card {
  readonly id: string;
  readonly pan: string;
  readonly cvc: string;
  readonly expiry: string;
}

/** One account of the emulator, driven by the soak. */
export class SoakAccount {
  private cards: Card[] = [];
  private readonly key: KeyObject;
  private readonly publicPem: string;
  private account!: { id: string; v2: { apiKey: string; productName: string }; v1: { token: string }; gateway: { userName: string; password: string }; p2p: { username: string; password: string } };
  private n = 0;
  /** Operations that did not answer as expected (declines count as answers). */
  failures = 0;

  constructor(
    private readonly base: string,
    private readonly callbackUrl: string,
  ) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.key = pair.privateKey;
    this.publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  /** Makes a new account (`fresh`) or takes the default one, and gives it cards, a P2P key and a callback address. */
  async open(fresh: boolean): Promise<void> {
    this.account = (await this.call(fresh ? 'POST' : 'GET', fresh ? '/__emulator/sandboxes' : '/__emulator/sandbox')) as unknown as typeof this.account;
    await this.populate();
  }

  /** Forgets the account's data (a reset), then gives it cards again. */
  async reset(): Promise<void> {
    await this.call('POST', `${this.scope()}/reset`);
    await this.populate();
  }

  /** Moves the account's clock on, so that limit windows roll over as days pass. */
  async advanceDays(days: number): Promise<void> {
    await this.call('POST', `${this.scope()}/clock`, { advanceSeconds: days * 86_400 });
  }

  /** One operation of the mix; answers how many requests it took. */
  async step(): Promise<number> {
    const i = this.n++;
    const from = this.cards[i % this.cards.length]!;
    const to = this.cards[(i + 1) % this.cards.length]!;
    switch (i % 7) {
      case 0:
        return this.expect(await this.v2('POST', '/v2/topups', { amount: 100, currency: 'EUR', destinationCard: { cardNumber: to.pan } }), 201);
      case 1:
        return this.expect(await this.v2('POST', '/v2/transfers', { amount: 1, currency: 'EUR', sourceCard: { cardNumber: from.pan, expiryDate: from.expiry }, destinationCard: { cardNumber: to.pan } }), 201);
      case 2:
        return this.expect(await this.v2('GET', `/v2/cards/${from.id}`), 200);
      case 3: {
        const body = { sourceCardIdentification: { cardNumber: from.pan }, destinationCardIdentification: { cardNumber: to.pan }, amount: 1, currency: 978 };
        const res = await this.send('POST', '/v1/apigate/ws/rest/p2pTransfer', body, { authorization: `Basic ${this.account.v1.token}` });
        return this.expect(res, 200);
      }
      case 4:
      case 5:
        return this.payment(i);
      default:
        return this.p2p(i, from, to);
    }
  }

  private async payment(i: number): Promise<number> {
    const gw = { userName: this.account.gateway.userName, password: this.account.gateway.password };
    const order = await this.call('POST', '/payment/rest/register.do', { ...gw, orderNumber: `SOAK-${i}`, amount: 500, returnUrl: 'https://shop.example.com/ok' });
    const expiry = `${new Date().getUTCFullYear() + 2}12`;
    const paid = await this.call('POST', '/payment/rest/paymentorder.do', { ...gw, MDORDER: order.orderId, $PAN: '4444555511113333', $EXPIRY: expiry, $CVC: '123', TEXT: 'SOAK CARDHOLDER' });
    if (paid.errorCode !== '0') this.fail('payment answer', paid);
    return 2;
  }

  private async p2p(i: number, from: Card, to: Card): Promise<number> {
    const registered = await this.signed('registerP2P.do', { orderNumber: `SOAK-P2P-${i}`, amount: 100, returnUrl: 'https://shop.example.com/ok', email: 'soak@example.com' });
    const fromCard = { pan: from.pan, cvc: from.cvc, expirationYear: Number(from.expiry.slice(0, 4)), expirationMonth: Number(from.expiry.slice(4)), cardholderName: 'SOAK HOLDER' };
    const done = await this.signed('performP2P.do', { orderId: registered.orderId, fromCard, toCard: { pan: to.pan } });
    if (done.errorCode !== '0') this.fail('P2P answer', done);
    return 2;
  }

  private async populate(): Promise<void> {
    await this.call('POST', `${this.scope()}/p2p/keys`, { publicKey: this.publicPem });
    await this.call('POST', `${this.scope()}/gateway/callback-url`, { url: this.callbackUrl });
    this.cards = [];
    for (let c = 0; c < 10; c++) {
      const holder = (await this.v2('POST', '/v2/cardholders', { firstName: 'Soak', lastName: `Holder${c}`, phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } })).body;
      const issued = (await this.v2('POST', '/v2/cards', { productName: this.account.v2.productName, cardholder: holder.id })).body;
      const details = (await this.v2('GET', `/v2/cards/${String(issued.id)}`)).body;
      const card = { id: String(issued.id), pan: String(details.number), cvc: String(details.cvc), expiry: String(details.expiryDate) };
      await this.v2('POST', '/v2/topups', { amount: 10_000_000, currency: 'EUR', destinationCard: { cardNumber: card.pan } });
      this.cards.push(card);
    }
  }

  private scope(): string {
    return this.account.id === 'default' ? '/__emulator' : `/__emulator/sandboxes/${this.account.id}`;
  }

  private expect(res: { status: number; body: Body }, status: number): number {
    if (res.status !== status) this.fail(`HTTP ${res.status}`, res.body);
    return 1;
  }

  /** Counts an answer the mix did not expect; the first few are shown, to say what went wrong. */
  private fail(what: string, body: Body): void {
    if (++this.failures <= 3) console.warn(`  soak: unexpected ${what}: ${JSON.stringify(body).slice(0, 300)}`);
  }

  private v2(method: 'GET' | 'POST', path: string, body?: Body): Promise<{ status: number; body: Body }> {
    return this.send(method, path, body, { 'x-api-key': this.account.v2.apiKey });
  }

  private async signed(operation: string, body: Body): Promise<Body> {
    const raw = JSON.stringify({ username: this.account.p2p.username, password: this.account.p2p.password, ...body });
    const headers = { 'content-type': 'application/json', 'x-hash': createHash('sha256').update(raw).digest('base64'), 'x-signature': sign('sha256', Buffer.from(raw), this.key).toString('base64') };
    const res = await request(`${this.base}/payment/rest/api/p2p/${operation}`, { method: 'POST', headers, body: raw });
    return (await res.body.json()) as Body;
  }

  private async send(method: 'GET' | 'POST', path: string, body?: Body, headers: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
    const res = await request(this.base + path, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await res.body.text();
    return { status: res.statusCode, body: text ? (JSON.parse(text) as Body) : {} };
  }

  /** A call that must succeed (set-up and control): anything else stops the soak. */
  private async call(method: 'GET' | 'POST', path: string, body?: Body): Promise<Body> {
    const res = await this.send(method, path, body);
    if (res.status >= 300) throw new Error(`soak: ${method} ${path} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return res.body;
  }
}
