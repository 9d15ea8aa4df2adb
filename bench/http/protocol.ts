/** Messages between the HTTP bench (parent) and its server processes (children), over Node's IPC channel. */

export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  /** `{orderNumber}` in a body is replaced by a number unique to the run, `{orderId}` by the orderId of the answer before (see `then`). */
  readonly body?: string;
  /** A money move: the parent checks that every answered move was approved (one ledger entry each). */
  readonly moneyMove?: true;
  /**
   * Text every successful answer contains (with a 2xx status); any other answer is a refusal and
   * fails the run. Absent in checkouts older than the wrk bench: then only the status is checked.
   */
  readonly expect?: string;
  /**
   * A flow of two requests: after each answer to this one, `then` is sent with `{orderId}` taken
   * from that answer (a gateway payment: register.do, then paymentorder.do for the order). The
   * money move, when there is one, is `then`'s.
   */
  readonly then?: BenchRequest;
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
  /** CPU time the server process has used so far (user + system), in microseconds. */
  readonly cpuMicros: number;
}

/** What a reference server answers: the emulator's own answer to the same request, byte for byte. */
export interface CannedAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export type ParentMessage =
  | { readonly kind: 'count' }
  | { readonly kind: 'stop' }
  /**
   * The answers of a reference server from now on, by request path; the node:http one burns
   * `workMicros` of CPU before each answer when given (bench/http/budget.ts).
   */
  | { readonly kind: 'answer'; readonly answers: Readonly<Record<string, CannedAnswer>>; readonly workMicros?: number }
  /** Start V8's sampling profiler in the child (bench/http/child-profiler.ts), or stop it and write the profile to `file`. */
  | { readonly kind: 'profile'; readonly action: 'start'; readonly intervalMicros: number }
  | { readonly kind: 'profile'; readonly action: 'stop'; readonly file: string };
export type ChildMessage =
  | ChildReady
  | LedgerCount
  | { readonly kind: 'listening'; readonly url: string }
  | { readonly kind: 'answering' }
  | { readonly kind: 'profiling' }
  | { readonly kind: 'profiled'; readonly file: string };

/** The orderId of a gateway answer, for a flow's second request. */
export function orderIdOf(body: string): string | undefined {
  return /"orderId":"([^"]+)"/.exec(body)?.[1];
}

/** A body with its placeholders filled. */
export function fill(body: string, values: { readonly orderNumber?: string; readonly orderId?: string }): string {
  return body.replace('{orderNumber}', values.orderNumber ?? '').replace('{orderId}', values.orderId ?? '');
}

/** Whether an answer is the success the request expects. */
export function succeeded(req: BenchRequest, status: number, body: string): boolean {
  return status >= 200 && status < 300 && (req.expect === undefined || body.includes(req.expect));
}
