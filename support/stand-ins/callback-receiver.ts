/**
 * The harness's stand-in for the merchant's server: one HTTP listener per cucumber worker that
 * records every callback the gateway sends. Each scenario gets its own path (an "inbox"), so
 * scenarios never see each other's callbacks, even against a shared remote gateway. An inbox can be
 * told to fail its next deliveries (HTTP 500) to make the gateway retry.
 *
 * The listener binds CARDLAB_CALLBACK_HOST:CARDLAB_CALLBACK_PORT (default 127.0.0.1, a free port);
 * a gateway that cannot reach that address is given CARDLAB_CALLBACK_PUBLIC_URL instead (a tunnel or
 * a routable name). The checksum is recomputed here from its definition (docs/design.md "Callbacks"), independently
 * of the emulator's code.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The two addresses a merchant gives the gateway: one per order (dynamicCallbackUrl), one on its account. */
export type CallbackAddress = 'order' | 'account';
const ADDRESSES: readonly CallbackAddress[] = ['order', 'account'];

export interface ReceivedCallback {
  readonly method: string;
  readonly address: CallbackAddress;
  readonly params: Readonly<Record<string, string>>;
  /** False when the inbox was told to fail it: the gateway got an HTTP 500. */
  readonly accepted: boolean;
  /** Wall-clock time of arrival (ms). */
  readonly at: number;
}

export interface ReceiverConfig {
  readonly host: string;
  readonly port: number;
  /** Base URL the gateway is given; `{port}` is replaced by the port listened on. */
  readonly publicUrl?: string | undefined;
  /** How long a step waits for a callback to arrive (ms). */
  readonly waitMs: number;
}

export function receiverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReceiverConfig {
  const whole = (name: string, fallback: number, max: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${env[name]}"`);
    return value;
  };
  const base = whole('CARDLAB_CALLBACK_PORT', 0, 65_535);
  // Parallel workers are separate processes: each takes the next port after the configured one.
  const worker = Number(env.CUCUMBER_WORKER_ID ?? 0);
  const port = base === 0 || !Number.isInteger(worker) ? base : base + worker;
  if (port > 65_535) throw new Error(`CARDLAB_CALLBACK_PORT ${base} + worker ${worker} is past 65535`);
  const publicUrl = env.CARDLAB_CALLBACK_PUBLIC_URL?.replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/\s]+\S*$/.test(publicUrl)) throw new Error(`CARDLAB_CALLBACK_PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  const waitMs = whole('CARDLAB_CALLBACK_WAIT_MS', 5_000, 600_000);
  return { host: env.CARDLAB_CALLBACK_HOST || '127.0.0.1', port, publicUrl, waitMs };
}

/** HMAC-SHA256 with the merchant key over the parameters sorted by name, each as `name;value;`, checksum excluded; upper-case hex. */
export function callbackChecksum(params: Readonly<Record<string, string>>, key: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'checksum')
    .sort()
    .map((name) => `${name};${params[name]};`)
    .join('');
  return createHmac('sha256', key).update(text, 'utf8').digest('hex').toUpperCase();
}

/** Whether the callback carries the checksum its parameters give with this key (case of the hex ignored). */
export function hasValidChecksum(params: Readonly<Record<string, string>>, key: string): boolean {
  const given = Buffer.from((params.checksum ?? '').toUpperCase());
  const expected = Buffer.from(callbackChecksum(params, key));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One scenario's paths on the receiver, and what arrived there. */
export class CallbackInbox {
  private readonly arrived: ReceivedCallback[] = [];
  private failures = 0;

  constructor(
    private readonly base: string,
    readonly waitMs: number,
    private readonly release: () => void,
  ) {}

  url(address: CallbackAddress): string {
    return `${this.base}/${address}`;
  }

  /** The next `count` callbacks are answered with HTTP 500 (and recorded as not accepted). */
  failNext(count: number): void {
    this.failures += count;
  }

  received(): readonly ReceivedCallback[] {
    return this.arrived;
  }

  /** Polls until `found` returns something or the wait is over; undefined then. */
  async waitFor<T>(found: (received: readonly ReceivedCallback[]) => T | undefined, waitMs = this.waitMs): Promise<T | undefined> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const result = found(this.arrived);
      if (result !== undefined || Date.now() >= deadline) return result;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Later requests to this inbox's paths get a 404. */
  close(): void {
    this.release();
  }

  /** Records a request and says which status to answer. */
  take(method: string, address: CallbackAddress, params: Record<string, string>): number {
    const accepted = this.failures === 0;
    if (!accepted) this.failures -= 1;
    this.arrived.push({ method, address, params, accepted, at: Date.now() });
    return accepted ? 200 : 500;
  }
}

export class CallbackReceiver {
  private readonly inboxes = new Map<string, CallbackInbox>();

  private readonly server: Server = createServer((req, res) => this.handle(req, res));
  private base = '';

  private constructor(private readonly config: ReceiverConfig) {}

  static async start(config: ReceiverConfig = receiverConfigFromEnv()): Promise<CallbackReceiver> {
    const receiver = new CallbackReceiver(config);
    const server = receiver.server;
    server.listen(config.port, config.host);
    // once() rejects on 'error' (e.g. the configured port is taken).
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    // A wildcard address is not one to send to: the local machine is reached through the loopback.
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    receiver.base = config.publicUrl ? config.publicUrl.replace('{port}', String(port)) : `http://${host}:${port}`;
    return receiver;
  }

  /** Where the gateway is told to send callbacks. */
  get baseUrl(): string {
    return this.base;
  }

  /** A fresh inbox for one scenario. */
  inbox(): CallbackInbox {
    const token = randomUUID();
    const inbox = new CallbackInbox(`${this.baseUrl}/callbacks/${token}`, this.config.waitMs, () => this.inboxes.delete(token));
    this.inboxes.set(token, inbox);
    return inbox;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://receiver');
    // Matched at the end: a public URL with a path prefix may reach us with or without it.
    const [, token, address] = /\/callbacks\/([\w-]+)\/(\w+)$/.exec(url.pathname) ?? [];
    const inbox = token ? this.inboxes.get(token) : undefined;
    // The body is not part of a callback; it is read only so the connection can be reused.
    req.resume();
    if (!inbox || !ADDRESSES.includes(address as CallbackAddress)) {
      res.writeHead(404).end();
      return;
    }
    const status = inbox.take(req.method ?? '', address as CallbackAddress, Object.fromEntries(url.searchParams));
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'failing as the scenario asked');
  }
}

