/**
 * What the clients remember of each HTTP exchange, masked at the moment it is recorded so that no
 * full PAN, CVC, PIN, password or API key ever reaches a report. Contract violations travel with it.
 */
import { cardSecretKind } from '../common/card-secret-names.js';
import { maskHeaders, maskText, maskValue, type SecretRegistry } from '../common/masking.js';

export interface ContractViolation {
  readonly operation: string;
  readonly status: number;
  /** Dotted path inside the response body; `(body)` for the whole body. */
  readonly field: string;
  readonly message: string;
}

export interface Exchange {
  readonly operation: string;
  readonly request: { method: string; url: string; headers: Record<string, string>; body?: unknown };
  readonly response?: { status: number; headers: Record<string, string>; body: unknown } | undefined;
  readonly error?: string | undefined;
  readonly durationMs: number;
  readonly violations: readonly ContractViolation[];
}

/** Told of each CVC and PIN an exchange carried in clear (a member of a CVC or PIN name, digits), before it is masked. */
export type CardSecretSeen = (kind: 'cvc' | 'pin', value: string) => void;

export class Recorder {
  private pending: Exchange[] = [];
  readonly violations: ContractViolation[] = [];

  constructor(
    private readonly secrets: SecretRegistry,
    private readonly cardSecretSeen?: CardSecretSeen,
  ) {}

  record(exchange: Exchange): void {
    if (this.cardSecretSeen) {
      const query = Object.fromEntries(new URL(exchange.request.url, 'http://x').searchParams);
      for (const value of [exchange.request.body, query, exchange.response?.body]) cardSecretsIn(value, this.cardSecretSeen);
    }
    this.pending.push(this.mask(exchange));
    this.violations.push(...exchange.violations);
  }

  /** Exchanges recorded since the last call: one batch per step for the report. */
  drain(): Exchange[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** Masks free text (error messages, assertion output) with the same rules. */
  redact(text: string): string {
    return this.secrets.redact(maskText(text));
  }

  private mask(e: Exchange): Exchange {
    const masked: Exchange = {
      ...e,
      request: { ...e.request, url: maskText(e.request.url), headers: maskHeaders(e.request.headers), body: maskValue(e.request.body) },
      response: e.response && { ...e.response, headers: maskHeaders(e.response.headers), body: maskValue(e.response.body) },
      error: e.error === undefined ? undefined : maskText(e.error),
    };
    // Opaque secrets (an API key echoed in a body) are only known by value.
    return JSON.parse(this.secrets.redact(JSON.stringify(masked))) as Exchange;
  }
}

/** Every CVC and PIN in `value` (a body, parsed or as JSON or form text), at any depth. */
function cardSecretsIn(value: unknown, seen: CardSecretSeen): void {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        cardSecretsIn(JSON.parse(text), seen);
      } catch {
        // not JSON: a text with no members
      }
    } else if (text.includes('=')) cardSecretsIn(Object.fromEntries(new URLSearchParams(text)), seen);
    return;
  }
  if (Array.isArray(value)) value.forEach((item) => cardSecretsIn(item, seen));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, member] of Object.entries(value)) {
      const kind = cardSecretKind(name);
      if (kind && (typeof member === 'string' || typeof member === 'number') && /^\d{3,12}$/.test(String(member))) seen(kind, String(member));
      else cardSecretsIn(member, seen);
    }
  }
}
