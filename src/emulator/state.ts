/**
 * The emulator's composition root: the sandbox behind every interface, the clock it reads and
 * the sandbox-account values a user would read on the sandbox page. No HTTP here.
 */
import { randomBytes } from 'node:crypto';
import { Clock } from './domain/clock.js';
import { DEFAULT_SANDBOX_OPTIONS, Sandbox, type SandboxOptions } from './domain/sandbox.js';

export interface SandboxAccount {
  readonly v2: { readonly apiKey: string; readonly productName: string };
}

export interface EmulatorOptions {
  /** Fixed sandbox-account values (e.g. a known API key for a shared emulator); random otherwise. */
  readonly account?: { readonly v2?: Partial<SandboxAccount['v2']> } | undefined;
  readonly sandbox?: Partial<SandboxOptions> | undefined;
}

export class EmulatorState {
  readonly clock = new Clock();
  readonly account: SandboxAccount;
  private current: Sandbox;

  constructor(private readonly options: EmulatorOptions = {}) {
    this.account = {
      v2: {
        apiKey: options.account?.v2?.apiKey ?? `sk_sandbox_${randomBytes(16).toString('hex')}`,
        productName: options.account?.v2?.productName ?? 'VIRTUAL CLASSIC EUR',
      },
    };
    this.current = this.newSandbox();
  }

  get sandbox(): Sandbox {
    return this.current;
  }

  /** Forgets every party, card, movement and limit, and puts the clock back to real time. The account values stay. */
  reset(): void {
    this.clock.reset();
    this.current = this.newSandbox();
  }

  private newSandbox(): Sandbox {
    return new Sandbox(this.clock, { ...DEFAULT_SANDBOX_OPTIONS, ...this.options.sandbox });
  }
}
