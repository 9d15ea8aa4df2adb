/**
 * The routes' own work per request, in-process: each bench request answered by the route functions
 * the fast lane calls, as the lane calls them (find-my-way, the credential gate, the body parsed
 * with the lane's parsers, the answer and its JSON), without a socket or node's HTTP code. This is
 * what the budget (budget.ts) calls a route's work. It is steadier than a load run on a shared
 * machine, so it is how to judge a change of a µs or two: run it in both checkouts, a few times.
 * Garbage collection is in the figure, as it is in a server's: answers are made and dropped.
 * Usage: npm run bench:route -- [request…] [--requests N] [--rounds N]
 */
import { Command } from 'commander';
import FindMyWay from 'find-my-way';
import { gatewayRoutes } from '../../src/emulator/http/gateway-routes.js';
import { parseBody } from '../../src/emulator/http/lane.js';
import { withRequestId } from '../../src/emulator/http/reply.js';
import type { RouteRequest } from '../../src/emulator/http/request.js';
import { answerText } from '../../src/emulator/http/serializer.js';
import type { Route } from '../../src/emulator/http/route-table.js';
import { v1Routes } from '../../src/emulator/http/v1-routes.js';
import { v2Routes } from '../../src/emulator/http/v2-routes.js';
import { EmulatorState } from '../../src/emulator/state.js';
import { benchRequests } from './bench-requests.js';
import { median } from './children.js';
import { type BenchRequest, fill, orderIdOf, succeeded } from './protocol.js';
import { withUsageExit } from '../../src/cli/exit-codes.js';

const program = new Command('npm run bench:route')
  .description("the routes' own work per request, in-process (no socket, no node HTTP): routing, credentials, body parse, answer, JSON")
  .argument('[requests...]', 'bench request names (default: all)')
  .option('--requests <n>', 'requests per round (a gateway payment counts its two)', '40000')
  .option('--rounds <n>', 'measured rounds per request, after a warm-up round', '5');
withUsageExit(program).parse();
const opts = program.opts<{ requests: string; rounds: string }>();
const perRound = Number(opts.requests);
const rounds = Number(opts.rounds);
if (!Number.isInteger(perRound) || perRound < 100) program.error('--requests takes a whole number of 100 or more');
if (!Number.isInteger(rounds) || rounds < 1) program.error('--rounds takes a whole number of 1 or more');

const state = new EmulatorState({ sandbox: { seed: 8 } });
const requests = benchRequests(state);
const names = program.args.length > 0 ? program.args : Object.keys(requests);
for (const name of names) if (!requests[name]) program.error(`no bench request "${name}"; one of: ${Object.keys(requests).join(', ')}`);

const router = FindMyWay();
const nothing = () => undefined;
for (const route of [v2Routes(state), v1Routes(state), gatewayRoutes(state)].flatMap((served) => served.routes)) router.on(route.method, route.url, nothing, route);
const server = { publicBase: { url: 'http://127.0.0.1:8080' } };
let answered = 0;
let orders = 0;

/** One request as the lane answers it (lane.ts `take`, `answer`, `write`), returning the answer's text. */
function answer(req: BenchRequest, body: string | undefined): string {
  const found = router.find(req.method, req.path);
  if (found === null) throw new Error(`no route for ${req.method} ${req.path}`);
  const route = found.store as Route;
  const tenant = route.gate?.tenant(req.headers);
  if (route.gate && tenant === undefined) throw new Error(`${req.path}: the bench's credentials were refused`);
  const request: RouteRequest = {
    method: req.method,
    url: req.path,
    headers: req.headers,
    params: found.params,
    query: found.searchParams,
    body: body === undefined ? undefined : parseBody(req.headers['content-type'] === 'application/x-www-form-urlencoded' ? 'form' : 'json', body),
    protocol: 'http',
    server,
    tenant: tenant ?? null,
  };
  const sent = route.answer(request);
  const text = answerText(sent, withRequestId(sent, `bench-${++answered}`));
  if (!succeeded(req, sent.status, text)) throw new Error(`${req.method} ${req.path} answered ${sent.status} ${text.slice(0, 300)}`);
  return text;
}

/** `count` requests of one bench request (a flow's two steps count two); answers how many were sent. */
function run(req: BenchRequest, count: number): number {
  let sent = 0;
  while (sent < count) {
    const first = answer(req, req.body === undefined ? undefined : fill(req.body, { orderNumber: `route-work-${++orders}` }));
    sent++;
    if (req.then) {
      answer(req.then, fill(req.then.body ?? '', { orderId: orderIdOf(first) ?? '' }));
      sent++;
    }
  }
  return sent;
}

console.log(`route work per request, in-process (${rounds} rounds of ${perRound} requests after a warm-up; Node ${process.version}):`);
for (const name of names) {
  const req = requests[name]!;
  run(req, perRound);
  const micros: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    const sent = run(req, perRound);
    micros.push(Number(process.hrtime.bigint() - started) / 1000 / sent);
  }
  console.log(`  ${name.padEnd(24)} ${median(micros).toFixed(2)} µs (rounds ${micros.map((m) => m.toFixed(2)).join(' ')})`);
}
