/**
 * Where a server's CPU time went, from a `perf record -g` of its process (the child ran with
 * --perf-basic-prof, so JavaScript frames have names): each sample of the main thread is given to
 * the innermost frame on its stack that belongs to a known kind of work, kernel frames included
 * (a sample in the kernel under writev is the socket write's). Unlike V8's sampler this counts CPU
 * only, not time spent waiting for a core. Samples of other threads (V8's concurrent GC and
 * compiler, libuv) are counted apart. An estimate: the kinds are matched by symbol and file name.
 * Usage: node --import tsx bench/http/perf-summary.ts <perf.data> [requests]
 * (profile.ts keeps the JIT's map beside the data as <name>.perf.map; it is put back in /tmp for the read.)
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** Kinds of work, tried in this order on each frame from the innermost outwards. */
const KINDS: readonly (readonly [string, RegExp])[] = [
  ['V8 sampling profiler (measurement overhead)', /CpuSampler|SamplerManager|HandleProfilerSignal/],
  // tsx compiles with esbuild's keepNames: each closure made at run time goes through __name, an
  // Object.defineProperty of its name (inlined, so only the builtin shows). Absent from code
  // compiled without keepNames.
  ['Object.defineProperty (tsx keepNames: __name per closure made)', /Builtin_ObjectDefineProperty|JS:[*^~+]?__name /],
  ['garbage collection (main thread)', /Heap::|Scavenger|ScavengeJob|MarkCompact|IncrementalMarking|GCTracer|MemoryAllocator|Sweeper|MinorMS|HeapAllocator::AllocateRawWith|Heap_/],
  ['socket write (writev: syscall, loopback TCP, waking the client)', /__GI___writev|\bwritev\b|uv__write|uv_try_write|DoTryWrite|StreamBase::Write/],
  ['socket read and event loop (epoll, read)', /epoll_wait|uv__io_poll\b.*\(/],
  ['id generation (randomUUID)', /randomUUID|RandomUUID|getRandomValues|RandomBytes|secureBuffer|genReqId|getGenReqId|\/domain\/flat\.ts|JS:[*^~]?flat /],
  // Code made by `new Function` has no file: in these servers, that is zod's compiled parsers (z.compile).
  ['schema validation (zod, compiled parsers included)', /node_modules\/zod\/|contracts\/issues\.ts|JS:[*^~+]?\S* :\d+:\d+ /],
  ['body read and parse (JSON, form)', /JsonParse|JsonParser|secure-json-parse|fast-querystring|querystring|content-type-parser|formbody/],
  ['serialisation (JSON.stringify)', /JsonStringif|fast-json-stringify|JS:[*^~]?serialize |JS:[*^~]?stringify /],
  ['ledger, history, limits (domain writes)', /emulator\/domain\/(ledger|history|columns|limits|limit-[a-z-]+|cycles)\.ts/],
  ['emulator domain (other)', /emulator\/domain\//],
  ['emulator providers, routes, reply', /src\/emulator\/(providers|http|state)|src\/contracts\/|src\/common\//],
  ['fastify hooks', /fastify\/lib\/hooks\.js/],
  ['fastify (routing, request, reply)', /node_modules\/(fastify|find-my-way|@fastify|avvio|fast-decode-uri-component)\//],
  ['HTTP request parsing (llhttp, incoming message)', /llhttp|Parser::|node:_http_common|node:_http_incoming/],
  ['HTTP response (headers, outgoing stream)', /node:_http_outgoing|node:internal\/streams\/writable|node:internal\/stream_base_commons/],
  ['node http server, sockets, events (other)', /node:_http|node:net|node:internal\/streams|node:events|node:internal\/http|node:stream|node:async_hooks/],
  ['event loop, ticks, timers, microtasks', /processTicksAndRejections|node:internal\/timers|RunMicrotasks|CheckImmediate|node:internal\/process\/task_queues|uv__run_|uv_run/],
  ['bench reference server code', /bench\/http\//],
];

/**
 * V8 reuses the memory of code it has thrown away, and --perf-basic-prof appends a line for each
 * new piece of code, so /tmp/perf-<pid>.map can name one address twice; perf keeps the first,
 * stale name (a module's start-up code where hot code now runs). Rewrites the map keeping, for any
 * overlap, the line written last.
 */
export function latestPerfMap(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const kept: { start: bigint; end: bigint; line: string }[] = [];
  const taken: [bigint, bigint][] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const [start, size] = lines[i]!.split(' ', 2).map((h) => BigInt(`0x${h}`));
    if (start === undefined || size === undefined) continue;
    const end = start + size;
    // taken is sorted by start; find the first interval ending after this start.
    let lo = 0;
    let hi = taken.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (taken[mid]![1] <= start) lo = mid + 1;
      else hi = mid;
    }
    if (lo < taken.length && taken[lo]![0] < end) continue;
    taken.splice(lo, 0, [start, end]);
    kept.push({ start, end, line: lines[i]! });
  }
  return `${kept
    .sort((a, b) => (a.start < b.start ? -1 : 1))
    .map((k) => k.line)
    .join('\n')}\n`;
}

export interface PerfSummary {
  readonly mainSamples: number;
  readonly otherThreadSamples: number;
  readonly kernelShare: number;
  readonly hz: number;
  readonly kinds: readonly { readonly name: string; readonly share: number; readonly microsPerRequest?: number | undefined }[];
  /** The project's own functions (src/) by inclusive CPU: the function and everything it called. */
  readonly ownInclusive: readonly { readonly name: string; readonly share: number; readonly microsPerRequest?: number | undefined }[];
}

/** `JS:*createTransfer file:///…/src/emulator/providers/v2.ts:1:2048` → `createTransfer src/emulator/providers/v2.ts`. */
function ownFunction(frame: string): string | undefined {
  const m = /JS:[*^~+]?(\S*) (?:file:\/\/)?\S*?\/(src\/[^\s:]+)/.exec(frame);
  return m ? `${m[1] || '(anonymous)'} ${m[2]}` : undefined;
}

export async function summarisePerf(data: string, options: { readonly requests?: number; readonly hz: number }): Promise<PerfSummary> {
  const perf = spawn('perf', ['script', '-i', data, '-F', 'pid,tid,ip,sym,dso'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const counts = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let main = 0;
  let other = 0;
  let kernel = 0;
  let frames: string[] = [];
  let isMain = false;
  let inSample = false;
  const finish = () => {
    if (!inSample) return;
    inSample = false;
    if (!isMain) {
      other++;
      return;
    }
    main++;
    if (frames[0]?.includes('[kernel.kallsyms]')) kernel++;
    let kind = 'other (V8 runtime, inline caches, builtins)';
    for (const frame of frames) {
      const hit = KINDS.find(([, re]) => re.test(frame));
      if (hit) {
        kind = hit[0];
        break;
      }
    }
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    for (const own of new Set(frames.map(ownFunction))) if (own) inclusive.set(own, (inclusive.get(own) ?? 0) + 1);
  };
  for await (const line of createInterface({ input: perf.stdout })) {
    const header = /^\s*(\d+)\/(\d+)\s*$/.exec(line) ?? /^\s*(\d+)\/(\d+)\s/.exec(line);
    if (header && !line.startsWith('\t')) {
      finish();
      inSample = true;
      isMain = header[1] === header[2];
      frames = [];
    } else if (line.trim() === '') finish();
    else if (inSample) frames.push(line.trim());
  }
  finish();
  const perRequest = (n: number) => (options.requests ? (n / options.hz / options.requests) * 1e6 : undefined);
  return {
    mainSamples: main,
    otherThreadSamples: other,
    kernelShare: kernel / Math.max(1, main),
    hz: options.hz,
    kinds: [...counts].sort((a, b) => b[1] - a[1]).map(([name, n]) => ({ name, share: n / Math.max(1, main), microsPerRequest: perRequest(n) })),
    ownInclusive: [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, n]) => ({ name, share: n / Math.max(1, main), microsPerRequest: perRequest(n) })),
  };
}

export function printPerfSummary(s: PerfSummary, requests?: number): void {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)}%`;
  const per = (n: number) => (requests ? `, ${((n / s.hz / requests) * 1e6).toFixed(1)} µs per request` : '');
  console.log(`perf: main thread ${s.mainSamples} CPU samples at ${s.hz} Hz${per(s.mainSamples)} (${pct(s.kernelShare).trim()} in the kernel); other threads ${s.otherThreadSamples}${per(s.otherThreadSamples)}`);
  console.log('main thread by kind of work (innermost known frame):');
  const line = (k: PerfSummary['kinds'][number]) => `  ${pct(k.share)}  ${k.microsPerRequest === undefined ? '' : `${k.microsPerRequest.toFixed(1).padStart(5)} µs  `}${k.name}`;
  for (const k of s.kinds) console.log(line(k));
  if (s.ownInclusive.length > 0) console.log('the project\'s functions, inclusive (the function and what it called):');
  for (const k of s.ownInclusive) console.log(line(k));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [data, requests] = process.argv.slice(2);
  if (!data) throw new Error('usage: perf-summary.ts <perf.data> [requests]');
  const n = requests ? Number(requests) : undefined;
  const kept = data.replace(/\.data$/, '.map');
  const pid = /^\s*(\d+)/.exec(spawnSync('perf', ['script', '-i', data, '-F', 'pid'], { encoding: 'utf8', maxBuffer: 1 << 30 }).stdout)?.[1];
  const map = `/tmp/perf-${pid}.map`;
  const restore = pid !== undefined && existsSync(kept) && !existsSync(map);
  if (restore) copyFileSync(kept, map);
  try {
    printPerfSummary(await summarisePerf(data, { requests: n, hz: 1999 }), n);
  } finally {
    if (restore) rmSync(map);
  }
}
