/**
 * Where a server's time went under load, from a .cpuprofile: each sample is given to the innermost
 * frame on its stack that belongs to a known kind of work (the schema parse, serialisation, the
 * socket write, the ledger and history, …), so the shares add up to 100% of the busy samples
 * (idle excluded). An estimate: V8 samples wall time, the categories are matched by file and
 * function name, and work the sampler cannot see (the kernel's side of a write) lands on the
 * JavaScript frame that made the call.
 * Usage: node --import tsx bench/http/profile-summary.ts <file.cpuprofile> [requests]
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
}

/** Kinds of work, tried in this order on each frame from the innermost outwards. */
const CATEGORIES: readonly (readonly [string, (f: CallFrame) => boolean])[] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['socket write (writev, kernel)', (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeGeneric|writevGeneric)$/.test(f.functionName)],
  ['id generation (randomUUID)', (f) => /randomUUID|getRandomValues|randomFill/.test(f.functionName) || f.url.endsWith('/domain/flat.ts')],
  ['schema validation (zod)', (f) => f.url.includes('/node_modules/zod/') || /contracts\/issues\.ts$/.test(f.url)],
  ['body parse (JSON, form)', (f) => (f.functionName === 'parse' && f.url === '') || /secure-json-parse|fast-querystring|querystring|formbody|contentTypeParser/.test(f.url)],
  ['serialisation (JSON.stringify)', (f) => (f.functionName === 'stringify' && f.url === '') || /fast-json-stringify|serializ/i.test(f.url) || /serializ/i.test(f.functionName)],
  ['ledger, history, limits (domain writes)', (f) => /\/emulator\/domain\/(ledger|history|columns|limits|limit-[a-z-]+|cycles)\.ts$/.test(f.url)],
  ['emulator domain (other)', (f) => f.url.includes('/src/emulator/domain/')],
  ['emulator providers and routes', (f) => /\/src\/emulator\/(providers|http|state)/.test(f.url) || f.url.includes('/src/contracts/') || f.url.includes('/src/common/')],
  ['fastify (routing, hooks, reply)', (f) => /\/node_modules\/(fastify|find-my-way|@fastify|avvio|light-my-request|process-warning|fast-decode-uri-component)\//.test(f.url)],
  ['node http and streams', (f) => /^node:(_http|http|net|stream|internal\/streams|internal\/http|events|internal\/timers|timers|buffer|internal\/process\/task_queues|internal\/async_hooks)/.test(f.url)],
  ['bench server (baseline code)', (f) => f.url.includes('/bench/http/')],
  ['V8 and libuv outside JavaScript', (f) => f.functionName === '(program)'],
];

export interface Summary {
  readonly busySamples: number;
  readonly idleSamples: number;
  readonly seconds: number;
  readonly categories: readonly { readonly name: string; readonly share: number; readonly microsPerRequest?: number | undefined }[];
  readonly topSelf: readonly { readonly name: string; readonly share: number }[];
}

const label = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/').replace(/^file:\/\//, '')}${f.url ? `:${f.lineNumber + 1}` : ''}`;

export function summarise(profile: CpuProfile, requests?: number): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const categoryOf = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = categoryOf.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const own = CATEGORIES.find(([, test]) => test(node.callFrame))?.[0];
    const up = parent.get(id);
    const category = own ?? (up === undefined ? 'other' : resolve(up));
    categoryOf.set(id, category);
    return category;
  };
  const counts = new Map<string, number>();
  const self = new Map<string, number>();
  let idle = 0;
  for (const id of profile.samples) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle++;
      continue;
    }
    const c = resolve(id);
    counts.set(c, (counts.get(c) ?? 0) + 1);
    self.set(label(frame), (self.get(label(frame)) ?? 0) + 1);
  }
  const busy = profile.samples.length - idle;
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  const perRequest = (n: number) => (requests ? ((n / profile.samples.length) * seconds * 1e6) / requests : undefined);
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    busySamples: busy,
    idleSamples: idle,
    seconds,
    categories: sorted(counts).map(([name, n]) => ({ name, share: n / busy, microsPerRequest: perRequest(n) })),
    topSelf: sorted(self)
      .slice(0, 25)
      .map(([name, n]) => ({ name, share: n / busy })),
  };
}

export function printSummary(s: Summary): void {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)}%`;
  console.log(`${s.busySamples} busy samples, ${s.idleSamples} idle, over ${s.seconds.toFixed(1)} s`);
  console.log('by kind of work (innermost known frame; wall time µs per request when the count is known):');
  for (const c of s.categories) console.log(`  ${pct(c.share)}  ${c.microsPerRequest === undefined ? '' : `${c.microsPerRequest.toFixed(1).padStart(5)} µs  `}${c.name}`);
  console.log('top functions by self time:');
  for (const t of s.topSelf) console.log(`  ${pct(t.share)}  ${t.name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, requests] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [requests]');
  printSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, requests ? Number(requests) : undefined));
}
