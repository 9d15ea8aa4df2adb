/**
 * What a card carries beside its number and limits: its device token, its transaction scheme
 * additions and the services connected to it or to its account. Decisions (docs/emulator.md):
 * - every card has exactly one device token (plastic 1), derived from the card id; the token is
 *   active while the card is active and usable;
 * - scheme additions are kept per card; a new list replaces the old one;
 * - a service is named by its type and id and connected to a card or to an account; its
 *   parameters (phone number, e-mail) can be updated, compared and restored to those it was
 *   connected with; its access can be suspended and resumed.
 */
import type { ActionCode } from '../../common/service-actions.js';
import { createHash } from 'node:crypto';
import type { Card } from './cards.js';

export interface Token {
  readonly tokenValue: string;
  readonly plasticNumber: number;
  readonly expiryDate: string;
  readonly active: boolean;
  readonly seid: string;
  readonly payId: string;
}

// Stryker disable next-line MethodExpression: upper or lower case, they are hex digits (docs/emulator.md promises no case; wallets' token references come in lower case)
const digest = (label: string, cardId: string) => createHash('sha256').update(`${label}:${cardId}`).digest('hex').toUpperCase();

/**
 * The card's device token: a 48-character token reference (`DWSPMC` and 42 hex digits), the
 * secure-element id of the device and the wallet's payment-app instance id. `usable` says whether
 * the card is active and not expired.
 */
export function deviceToken(card: Card, usable: boolean): Token {
  // Stryker disable next-line StringLiteral: the labels only keep a card's three ids apart; which words they are no API can tell (the ids are not derivable by a client)
  const [token, seid, pay] = ['token', 'seid', 'pay'].map((label) => digest(label, card.id)) as [string, string, string];
  return {
    tokenValue: `DWSPMC${token.slice(0, 42)}`,
    plasticNumber: 1,
    expiryDate: card.expiry,
    // A usable card is an active one (status 0, cardStanding).
    active: usable,
    seid: seid.slice(0, 24),
    payId: `PAY-${pay.slice(0, 12)}`,
  };
}

export interface SchemeAddition {
  readonly id: number;
  readonly domain: string;
  readonly countryGroup: number;
  readonly mccGroup: number;
  readonly transactionType: number;
  readonly posDataCode: string;
}

export type ServiceObject = 'SERVICE_OBJECT_CARD' | 'SERVICE_OBJECT_ACCOUNT';

export interface ServiceParameters {
  readonly phoneNumber?: string | undefined;
  readonly email?: string | undefined;
}

export interface Service {
  readonly serviceType: string;
  readonly serviceId: string;
  readonly objectType: ServiceObject;
  /** The card id or the account number. */
  readonly objectKey: string;
  parameters: ServiceParameters;
  /** The parameters it was connected with: what RESTORE_PARAMETERS puts back. */
  readonly original: ServiceParameters;
  suspended: boolean;
  /** How many times ACTION performed the service. */
  performed: number;
}

export type { ActionCode };

export type ServiceOutcome = 'ok' | 'already_connected' | 'not_connected' | 'parameters_differ' | 'suspended';

export interface ServiceKey {
  readonly serviceType: string;
  readonly serviceId: string;
  readonly objectType: ServiceObject;
  readonly objectKey: string;
}

export class CardServices {
  private readonly additions = new Map<string, readonly SchemeAddition[]>();
  private readonly services = new Map<string, Service>();

  // Stryker disable all: stored and kept in snapshots, not applied to authorisations nor read back by any operation of the spec (docs/emulator.md), so no scenario can see them; card-services.test.ts and http/v1-card-services.test.ts judge the keeping
  /** Replaces the card's scheme additions; an empty list clears them. */
  setSchemeAdditions(card: Card, additions: readonly SchemeAddition[]): void {
    this.additions.set(card.id, additions.map((a) => ({ ...a })));
  }

  schemeAdditions(card: Card): readonly SchemeAddition[] {
    return this.additions.get(card.id) ?? [];
  }
  // Stryker restore all

  service(key: ServiceKey): Service | undefined {
    return this.services.get(keyOf(key));
  }

  /** One action on one service; what each code does is in docs/emulator.md. */
  act(code: ActionCode, key: ServiceKey, parameters: ServiceParameters): ServiceOutcome {
    const service = this.service(key);
    if (code === 'ACTION_CODE_ADD') {
      if (service) return 'already_connected';
      const given = clean(parameters);
      this.services.set(keyOf(key), { ...key, parameters: given, original: given, suspended: false, performed: 0 });
      return 'ok';
    }
    if (!service) return 'not_connected';
    switch (code) {
      case 'ACTION_CODE_UPDATE':
        service.parameters = { ...service.parameters, ...clean(parameters) };
        return 'ok';
      case 'ACTION_CODE_DELETE':
        this.services.delete(keyOf(key));
        return 'ok';
      case 'ACTION_CODE_CHECK':
        return service.suspended ? 'suspended' : 'ok';
      case 'ACTION_CODE_CHANGE_ACCESS':
        service.suspended = !service.suspended;
        return 'ok';
      case 'ACTION_CODE_CHECK_PARAMETERS':
        return Object.entries(clean(parameters)).every(([name, value]) => service.parameters[name as keyof ServiceParameters] === value) ? 'ok' : 'parameters_differ';
      case 'ACTION_CODE_RESTORE_PARAMETERS':
        service.parameters = service.original;
        return 'ok';
      case 'ACTION_CODE_INQUIRE':
        return 'ok';
      case 'ACTION_CODE_ACTION':
        if (service.suspended) return 'suspended';
        // Stryker disable next-line UpdateOperator: serviceAction answers a response code only, so no API shows the count (card-services.test.ts judges it)
        service.performed++;
        return 'ok';
    }
  }
}

const keyOf = (k: ServiceKey) => JSON.stringify([k.objectType, k.objectKey, k.serviceType, k.serviceId]);

/** Only the parameters that were given: an absent one neither sets nor compares anything. */
function clean(parameters: ServiceParameters): ServiceParameters {
  // Stryker disable next-line MethodExpression,ConditionalExpression: a request decoded from JSON has no parameter set to undefined (an absent one is absent), so only the domain's own callers can send one (card-services.test.ts)
  return Object.fromEntries(Object.entries(parameters).filter(([, v]) => v !== undefined));
}
