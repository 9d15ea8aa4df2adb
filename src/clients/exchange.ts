/**
 * What the clients remember of each HTTP exchange, masked at the moment it is recorded so that no
 * full PAN, CVC, PIN, password or API key ever reaches a report. Contract violations travel with it.
 */
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

export class Recorder {
  private pending: Exchange[] = [];
  readonly violations: ContractViolation[] = [];

  constructor(private readonly secrets: SecretRegistry) {}

  record(exchange: Exchange): void {
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
