/**
 * The control API's provider (`/__emulator/`, docs/emulator.md "Control API"): reset, the clock,
 * the sandbox-account page, the public keys of the P2P account's signatures, the gateway
 * merchant's static callback address and settings, and the callbacks queued since the last reset. It stands for
 * what a user does by hand in a real sandbox's personal area; only `@emulator-only` scenarios use it.
 *
 * LIMITATIONS: one sandbox account (one gateway merchant, which is also the P2P account); the
 * clock moves only as a whole (no time zones, no per-interface clocks); the merchant's settings are
 * kept per sandbox, so a reset puts them back to their defaults, as it removes the static address.
 */
import { CLOCK_RANGE, type ClockChange, type MerchantSettingsChange } from '../../contracts/control.js';
import { type GatewayMerchant, settingsOf } from '../domain/gateway/merchants.js';
import { p2pOf } from '../domain/gateway/p2p/index.js';
import { MIN_KEY_BITS } from '../domain/gateway/p2p/signature.js';
import type { EmulatorState } from '../state.js';
import { type Answer, errorAnswer } from './answer.js';
import type { CallbackQueue } from './callbacks.js';

const KEY_PROBLEMS = { not_a_public_key: 'must be a PEM public key', not_rsa: 'must be an RSA key', too_short: `must be at least ${MIN_KEY_BITS} bits` } as const;

export class ControlProvider {
  constructor(private readonly state: EmulatorState) {}

  /** Forgets the sandbox's parties, cards, money, orders and callbacks; the account values stay. */
  reset(): Answer {
    this.state.reset();
    return { status: 204, body: undefined };
  }

  clock(): Answer {
    return { status: 200, body: { now: this.state.clock.now().toISOString() } };
  }

  /** Jumps to an instant or moves forward; sessions that ended meanwhile are declined now, and their merchants told. */
  changeClock(change: ClockChange): Answer {
    const target = change.set !== undefined ? Date.parse(change.set) : this.state.clock.nowMs() + (change.advanceSeconds ?? 0) * 1000;
    if (target >= CLOCK_RANGE.to) {
      return errorAnswer(400, 'validation_error', 'the clock would leave its range', [{ field: 'advanceSeconds', rule: 'range', message: 'would move the clock past 2199' }]);
    }
    this.state.clock.set(new Date(target));
    const now = this.state.clock.now();
    this.state.sandbox.gateway.sweep(now);
    p2pOf(this.state.sandbox).sweep(now);
    return this.clock();
  }

  sandboxPage(): Answer {
    return { status: 200, body: this.state.account };
  }

  /** The P2P account's public key, as the merchant's personal area takes it: RSA, at least 2048 bits. */
  registerP2pKey(publicKey: string): Answer {
    const login = this.state.account.p2p.username;
    const result = this.state.p2pKeys.register(login, publicKey);
    if (result === 'ok') return { status: 201, body: { keys: this.state.p2pKeys.count(login) } };
    const message = KEY_PROBLEMS[result];
    return errorAnswer(400, 'validation_error', `invalid public key: ${message}`, [{ field: 'publicKey', rule: 'key', message }]);
  }

  /** The static callback address of the sandbox's gateway merchant; null removes it. */
  setCallbackUrl(url: string | null): Answer {
    this.merchant().staticCallbackUrl = url ?? undefined;
    return { status: 200, body: { url } };
  }

  /** What the merchant's personal area allows it: stored credentials without CVC, P2P replacementData, unsigned P2P requests. */
  merchantSettings(): Answer {
    return { status: 200, body: { ...settingsOf(this.merchant()) } };
  }

  /** Applies the settings sent (the others keep their value) and answers them all. */
  changeMerchantSettings(change: MerchantSettingsChange): Answer {
    const merchant = this.merchant();
    const next = { ...settingsOf(merchant) };
    for (const key of ['storedCredentialsWithoutCvc', 'replacementData', 'unsignedP2p'] as const) {
      const value = change[key];
      if (value !== undefined) next[key] = value;
    }
    merchant.settings = next;
    return { status: 200, body: { ...next } };
  }

  private merchant(): GatewayMerchant {
    const merchant = this.state.sandbox.gateway.merchants.get(this.state.account.gateway.userName);
    if (!merchant) throw new Error('the sandbox has no gateway merchant');
    return merchant;
  }

  /** The gateway's callbacks since the last reset, for the delivery log. */
  callbacks(): CallbackQueue {
    return this.state.sandbox.gateway.callbacks;
  }
}
