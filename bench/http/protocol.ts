/** Messages between the HTTP bench (parent) and its server processes (children), over Node's IPC channel. */

export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  /** A money move: the parent checks that every answered request was approved (one ledger entry each). */
  readonly moneyMove?: true;
}

/** The emulator child is listening; these are the requests to measure, by name. */
export interface ChildReady {
  readonly kind: 'ready';
  readonly url: string;
  readonly requests: Readonly<Record<string, BenchRequest>>;
}

/** The ledger's journal length and the sum of every balance (0 unless money was created or lost). */
export interface LedgerCount {
  readonly kind: 'count';
  readonly entries: number;
  readonly total: number;
  /** CPU time the emulator process has used so far (user + system), in microseconds. */
  readonly cpuMicros: number;
}

/** What the baseline answers: the emulator's own answer to the same request, byte for byte. */
export interface CannedAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export type ParentMessage = { readonly kind: 'count' } | { readonly kind: 'stop' } | { readonly kind: 'answer'; readonly answer: CannedAnswer };
export type ChildMessage = ChildReady | LedgerCount | { readonly kind: 'listening'; readonly url: string } | { readonly kind: 'answering' };
