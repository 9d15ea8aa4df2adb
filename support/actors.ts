/**
 * The named people of a scenario ("Alice", "Bob") and what the harness knows of them: their
 * cardholder id and their card. Card numbers are kept here for later calls and never printed.
 */
import type { CardholderInput } from '../generators/cardholder.js';

export interface ActorCard {
  readonly id: string;
  number: string;
  expiryDate: string;
  numberMask: string;
  /** Known when the interface showed it (v2 card details); needed to pay online. Never printed. */
  cvc?: string | undefined;
}

export interface Actor {
  readonly name: string;
  /** The party id: v2 cardholder id, v1 customerId. */
  cardholderId?: string;
  /** v1: the customer number and the one account of the customer. */
  customerNumber?: string;
  accountNumber?: string;
  /** What the actor registered with, to compare with what the target shows. */
  registeredWith?: CardholderInput;
  /** v1: the parameters the actor registered as a customer with (registerCustomer's). */
  registeredAsCustomer?: Readonly<Record<string, string>>;
  card?: ActorCard;
  /** Further cards of the same person (their numbers), beyond `card`. */
  moreCards?: string[];
  /** The number before the card was reissued. */
  previousNumber?: string;
}

export class Actors {
  private readonly byName = new Map<string, Actor>();

  get(name: string): Actor {
    let actor = this.byName.get(name);
    if (!actor) {
      actor = { name };
      this.byName.set(name, actor);
    }
    return actor;
  }

  cardholderId(name: string): string {
    const id = this.get(name).cardholderId;
    if (!id) throw new Error(`${name} is not a cardholder yet: add a step such as "Given ${name} is a cardholder"`);
    return id;
  }

  card(name: string): ActorCard {
    const card = this.get(name).card;
    if (!card) throw new Error(`${name} has no card yet: add a step such as "Given ${name} has a virtual card"`);
    return card;
  }

  accountNumber(name: string): string {
    const number = this.get(name).accountNumber;
    if (!number) throw new Error(`${name} has no account yet: add a step such as "Given ${name} is a customer"`);
    return number;
  }

  /**
   * Whose card shows this mask (first 6 and last 4 digits), for reading lists back in names. Two
   * random PANs share a mask about once in 10,000 pairs: then every holder is named ("Alice or
   * Carol"), as the list cannot tell them apart, and a scenario's expected rows are named so (`asListed`).
   */
  nameOfMask(mask: string): string {
    const same = (a: string, b: string) => a.slice(0, 6) === b.slice(0, 6) && a.slice(-4) === b.slice(-4);
    const holders = [...this.byName.values()].filter((actor) => actor.card && same(actor.card.numberMask, mask)).map((actor) => actor.name);
    return holders.length ? holders.join(' or ') : `unknown card ${mask}`;
  }

  /** A name as a list shows it: the holders of the mask of the person's card (the name itself when the person has none). */
  asListed(name: string): string {
    const card = this.byName.get(name)?.card;
    return card ? this.nameOfMask(card.numberMask) : name;
  }
}
