/**
 * What one scenario remembers between its steps. The notepad belongs to the scenario's World, and
 * cucumber makes a new World for every scenario, so each scenario starts with an empty one: nothing
 * to reset, nothing to leak into the next scenario.
 *
 * The notepad knows no task: each task module declares the subjects it takes notes about, with
 * `subject()`, and keeps them to itself (its functions read and write them). A subject is a typed
 * key, so two modules cannot write over each other's notes, and a note reads back with the type it
 * was written with. A subject's notes are made on first use, so a scenario pays only for what it
 * writes down.
 */

/** Something a task module takes notes about, and what its notes are before the scenario writes any. */
export interface Subject<T> {
  readonly initial: () => T;
}

/** A new subject: a key of its own, whatever other modules declare. */
export function subject<T>(initial: () => T): Subject<T> {
  return { initial };
}

export class Notepad {
  readonly #notes = new Map<Subject<unknown>, unknown>();

  /** The notes about `about`: its initial value until the scenario writes something. */
  get<T>(about: Subject<T>): T {
    if (!this.#notes.has(about)) this.#notes.set(about, about.initial());
    return this.#notes.get(about) as T;
  }

  /** Replaces the notes about `about` (notes that are a collection are changed in place through get()). */
  set<T>(about: Subject<T>, notes: T): void {
    this.#notes.set(about, notes);
  }
}
