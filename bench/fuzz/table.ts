/** What `npm run fuzz` prints: the counts per operation, and what each column means. */
export interface Counts {
  operation: string;
  /** What the valid example got: accepted, or refused by the business rules of the campaign's sandbox, with the reason. */
  example: string;
  invalidCases: number;
  mutations: number;
  rejected: number;
  accepted: number;
  violations: number;
}

/** What the table's columns mean; "refused" is not a failure of the campaign. */
const LEGEND = `
valid example: the answer to one request that breaks no contract rule, built from the contract with the
  sandbox's cards and credentials: "accepted" (a success), or "refused (why)" when the sandbox refused
  it, for its state (an order not in the state the operation needs, a binding of another kind, a card
  without what the operation asks) or for a rule the contract cannot express (HTTP 400). Either way it
  got a documented answer; the invalid cases and mutations beside it are judged alike: each must be
  rejected with a documented error, never a 5xx, and leave the sandbox as it was.
rejected / accepted: how many invalid cases and mutations got a documented error / a success within
  the contract (a mutation that still makes a valid request may succeed).
violations: answers outside both (a 5xx, an undocumented status, a body off its contract, a rejected
  request that changed the sandbox, the fast lane answering otherwise than fastify).`;

/** The table `npm run fuzz` prints, one row per operation, and the legend under it. */
export function fuzzTable(rows: readonly Counts[]): string {
  const head = ['operation', 'valid example', 'invalid cases', 'mutations', 'rejected', 'accepted', 'violations'];
  const cells = rows.map((r) => [r.operation, r.example.length > 70 ? `${r.example.slice(0, 68)}…)` : r.example, String(r.invalidCases), String(r.mutations), String(r.rejected), String(r.accepted), String(r.violations)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  // Names and reasons read left to right, counts right-aligned.
  const line = (c: string[]) => c.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), LEGEND].join('\n');
}
