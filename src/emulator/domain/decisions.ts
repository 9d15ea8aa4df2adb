/**
 * Decisions a request's outcome turns on that its journal line cannot make again by itself (issue
 * #29): whether a CVC matched and a PIN's hash (a CVC or PIN is never written to disk, so a replay
 * sees a stand-in in its place), whether a P2P body's hash and signature were good (the stand-in
 * changed the body they cover), whether a callback address was allowed (the operator's rule may
 * change between two starts), the ACS's ephemeral key and signed content for a challenge in the
 * bank's app (a new key and ECDSA's random nonce each time). A sandbox kept on disk records them,
 * in the order a request makes them, beside the request (store/, http/durability.ts), and a replay
 * of that request is given the same values back in the same order instead of deciding again.
 * Without a data directory nobody records: each decision is simply made.
 *
 * A journal of format 1 (before issue #29) recorded no decisions: its replay (`--upgrade-data-dir`)
 * makes each again from the line, which still holds the CVCs and PINs it came with, but for a rule
 * that came after it (where callbacks may go): that one is given what the code of then decided.
 *
 * Requests run synchronously, one at a time (decision 0010): the log of the request running is
 * module state, set around its handler.
 */

/** What a decision may be: a value a journal line can hold. */
export type Decision = boolean | string | number | null;

/** How a decision is written, and what the code of journal format 1 decided in its place. */
export interface DecisionTerms<T extends Decision> {
  /**
   * The value written instead of the one made (a PIN decrypted from a PIN block is written as zeros
   * of its length: a replay needs a PIN of that shape, never that PIN).
   */
  readonly written?: (value: T) => T;
  /**
   * What the code that wrote journal format 1 decided, where it decided otherwise than `make` does
   * from that journal's line: the decision of a rule format 1 did not have.
   */
  readonly format1?: T;
}

export interface DecisionLog {
  /** The decision `make` makes now (recording it as `terms.written` makes it), or the one recorded (replaying). */
  decide<T extends Decision>(make: () => T, terms?: DecisionTerms<T>): T;
}

let current: DecisionLog | undefined;

/** A decision of the request running: made by `make`, on the terms given. */
export function decided<T extends Decision>(make: () => T, terms?: DecisionTerms<T>): T {
  return current ? current.decide(make, terms) : make();
}

/** Runs `act` (a request's handler) with `log` taking its decisions. */
export function withDecisions<T>(log: DecisionLog, act: () => T): T {
  const outer = current;
  current = log;
  try {
    return act();
  } finally {
    current = outer;
  }
}

/** Records what a request decides, in order. */
export class DecisionRecorder implements DecisionLog {
  readonly values: Decision[] = [];

  decide<T extends Decision>(make: () => T, terms?: DecisionTerms<T>): T {
    const value = make();
    this.values.push(terms?.written ? terms.written(value) : value);
    return value;
  }
}

/**
 * A request replayed: its recorded decisions, handed back in order. One more than recorded is made
 * afresh, and `differs` says so: the replay then stops, the journal not being the code's.
 */
export class DecisionReplayer implements DecisionLog {
  private next = 0;
  private asked = 0;

  constructor(private readonly values: readonly Decision[]) {}

  decide<T extends Decision>(make: () => T): T {
    this.asked++;
    return this.next < this.values.length ? (this.values[this.next++] as T) : make();
  }

  /** Why the request's decisions are not those recorded, or undefined when they are. */
  differs(): string | undefined {
    return this.asked === this.values.length ? undefined : `it took ${this.asked} decisions where ${this.values.length} were recorded`;
  }
}

/**
 * A request of a journal of format 1 replayed (`--upgrade-data-dir`): it recorded no decisions, so
 * each is made again from its line, but for one the code of then took otherwise (`format1`): that
 * one is what it was then, so the request changes the account as it did when it was answered.
 */
export class Format1Decisions implements DecisionLog {
  decide<T extends Decision>(make: () => T, terms?: DecisionTerms<T>): T {
    return terms?.format1 !== undefined ? terms.format1 : make();
  }
}
