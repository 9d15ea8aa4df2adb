// The import boundaries of docs/decisions/0006-layout.md, checked by `npm run lint`: the arrows of
// docs/design.md's architecture ("Architecture: data flows one way", "Layering rules and the lint
// that holds each") point one way. Paths are relative to the repository root.
const PROVIDER = '^src/emulator/providers/(v1|v2|ecom|p2p)(/|[.]ts$)';
// The emulator's public entry points: the HTTP app (buildEmulator, startEmulator) and the
// composition root of its sandbox accounts (EmulatorState).
const EMULATOR_ENTRY = '^src/emulator/(http/server|state)[.]ts$';
// Benches that read or set a sandbox's state through the domain, where no interface can: see the rule.
const BENCH_STATE = '^bench/(http/bench-requests|fuzz/oracle|retention-heap)[.]ts$';
const BENCH_ROUTE = '^bench/http/route-work[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The emulator domain is business only: no HTTP, no wire validation, no layer above it.',
      severity: 'error',
      from: { path: '^src/emulator/domain/', pathNot: '[.]test[.]ts$' },
      to: { path: ['^src/emulator/(http|providers)/', '^src/(contracts|clients|target|cli|reporting)/', '(^|/)node_modules/(zod|fastify|@fastify|undici)/', '^(node:)?(http|https|http2|net)$'] },
    },
    {
      name: 'domain-has-no-circles',
      comment:
        'The domain imports one way (docs/decisions/0015-card-system-object.md): no module reaches back to one that imports it, type imports included. ' +
        'The same holds for the emulator state beside it (state.ts, tenant.ts, tenants.ts, sandbox-account.ts).',
      severity: 'error',
      from: { path: '^src/emulator/(domain/|(state|tenant|tenants|sandbox-account)[.]ts$)' },
      to: { circular: true },
    },
    {
      name: 'only-the-composition-root-imports-the-sandbox',
      comment:
        'The sandbox (domain/sandbox.ts) composes the domain, and each part receives what it needs by name: no other domain file imports it. ' +
        'Tests may, to build a whole sandbox; so may the providers and the store, outside the domain.',
      severity: 'error',
      from: { path: '^src/emulator/domain/', pathNot: ['^src/emulator/domain/sandbox[.]ts$', '[.]test[.]ts$'] },
      to: { path: '^src/emulator/domain/sandbox[.]ts$' },
    },
    {
      name: 'providers-are-apart',
      comment: 'One provider never imports another: what two interfaces share lives in a shared module or in the domain.',
      severity: 'error',
      from: { path: PROVIDER },
      to: { path: PROVIDER, pathNot: '^src/emulator/providers/$1(/|[.]ts$)' },
    },
    {
      name: 'gateway-common-is-below-the-gateways',
      comment: 'What the e-commerce and P2P providers share (providers/gateway-common) is imported by them and imports none of them.',
      severity: 'error',
      from: { path: '^src/emulator/providers/gateway-common/' },
      to: { path: PROVIDER },
    },
    {
      name: 'http-calls-providers',
      comment: 'The HTTP layer maps requests to providers and never reaches into the domain (its tests may, to check the state behind an answer).',
      severity: 'error',
      from: { path: '^src/emulator/http/', pathNot: '([.]test|-test-kit)[.]ts$' },
      to: { path: '^src/emulator/domain/' },
    },
    {
      name: 'product-does-not-import-the-suite',
      comment: 'The emulator, contracts, clients and common primitives never import the suite (steps, support, generators); tests of the emulator may use the generators for their data.',
      severity: 'error',
      from: { path: '^src/(emulator|contracts|clients|common|target|reporting)/', pathNot: '[.]test[.]ts$' },
      to: { path: '^(steps|support|generators)/' },
    },
    {
      name: 'emulator-tests-do-not-import-the-harness',
      comment: 'Tests of the emulator may use generated data, never the harness (steps, support).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(steps|support)/' },
    },
    {
      name: 'common-is-the-bottom',
      comment: 'Card primitives (src/common) are used by every layer and use none.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: ['^src/(?!common/)', '^(steps|support|generators)/'] },
    },
    {
      name: 'contracts-know-only-the-wire',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: ['^src/(emulator|clients|target|cli|reporting)/', '^(steps|support|generators)/'] },
    },
    {
      name: 'generators-are-data-only',
      comment: 'Test data is made from contracts and primitives, not from the harness or the emulator.',
      severity: 'error',
      from: { path: '^generators/' },
      to: { path: ['^(steps|support)/', '^src/emulator/'] },
    },
    {
      name: 'steps-do-not-build-http',
      comment: 'Steps are a few lines that call tasks and questions (support/); HTTP is the clients\' business, the emulator is only a target.',
      severity: 'error',
      from: { path: '^steps/' },
      to: { path: ['^src/emulator/', '(^|/)node_modules/undici/', '^(node:)?(http|https|http2|net)$'] },
    },
    {
      name: 'steps-call-tasks-and-questions',
      comment:
        "Steps reach the target through tasks and questions, never through a client: neither src/clients/ nor the scenario's clients (support/clients.ts, which the World does not hold, so a step has no other way to them).",
      severity: 'error',
      from: { path: '^steps/' },
      to: { path: ['^src/clients/', '^support/clients[.]ts$'] },
    },
    {
      name: 'reasons-are-tables',
      comment: 'The reason and decline tables (support/reasons/) import nothing but each other and the Api type: the World and the scripts read them without loading tasks, questions, clients or chai.',
      severity: 'error',
      from: { path: '^support/reasons/' },
      to: { pathNot: ['^support/reasons/', '^support/interface[.]ts$'] },
    },
    {
      name: 'bench-drives-the-emulator-from-outside',
      comment:
        'A bench starts the emulator through its entry points (http/server.ts, state.ts) and measures it as a client sees it. ' +
        'Two kinds of bench may go further, each held by a rule of its own below: bench:route (http/route-work.ts) measures the route functions in-process, ' +
        'as the lane calls them without a socket, so it imports the HTTP layer\'s route tables and parts; and the benches that read or set a sandbox\'s state ' +
        'where no interface can: the fuzz oracle (a rejected request must leave the whole state unchanged), the bench\'s card set-up (cards whose limits never ' +
        'refuse, made outside the measured time) and the retention heap (how many records each log keeps).',
      severity: 'error',
      from: { path: '^bench/', pathNot: [BENCH_ROUTE, BENCH_STATE] },
      to: { path: '^src/emulator/', pathNot: EMULATOR_ENTRY },
    },
    {
      name: 'bench-route-measures-the-routes-not-the-domain',
      comment: 'bench:route calls the route functions as the lane does; the domain behind them is reached through the state it builds, never imported.',
      severity: 'error',
      from: { path: BENCH_ROUTE },
      to: { path: '^src/emulator/', pathNot: ['^src/emulator/http/', EMULATOR_ENTRY] },
    },
    {
      name: 'bench-reads-state-not-the-http-layer',
      comment: 'The benches that read a sandbox\'s state import the domain for it, and the emulator\'s entry points, never the HTTP layer\'s or the providers\' insides.',
      severity: 'error',
      from: { path: BENCH_STATE },
      to: { path: '^src/emulator/(http|providers)/', pathNot: EMULATOR_ENTRY },
    },
    {
      name: 'scripts-run-the-emulator-as-a-process',
      comment:
        'npm scripts start the emulator as its own process (`cardlab emulator`, scripts/lib/emulator-process.ts) or let cucumber start it, and read it over HTTP (src/target/emulator-target.ts): its code is not theirs to import. ' +
        'Except the scan of a data directory for card secrets (store/card-secret-scan.ts): the remote run reads the journal that process left on disk, which no route shows (nor should).',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/emulator/', pathNot: '^src/emulator/store/card-secret-scan[.]ts$' },
    },
    {
      name: 'tools-do-not-load-steps',
      comment: 'Importing a step file registers its definitions with cucumber: only cucumber loads steps/. Scripts read the steps through a cucumber dry run.',
      severity: 'error',
      from: { path: '^(bench|scripts)/' },
      to: { path: '^steps/' },
    },
    {
      name: 'nothing-imports-the-tools',
      comment: 'bench/ and scripts/ sit on top: the product, the suite and their tests never import them (a helper both need moves down, into src/ or generators/).',
      severity: 'error',
      from: { path: '^(src|steps|support|generators)/' },
      to: { path: '^(bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|reports|docs)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
