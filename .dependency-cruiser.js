// The import boundaries of docs/decisions/0006-layout.md, checked by `npm run lint`: the arrows of
// DESIGN.md's architecture point one way. Paths are relative to the repository root.
const PROVIDER = '^src/emulator/providers/(v1|v2|ecom|p2p)(/|[.]ts$)';

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
        'The domain imports one way (docs/decisions/0013-card-system-object.md): no module reaches back to one that imports it, type imports included. ' +
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
      comment: 'Steps are a few lines that call tasks and questions (support/); HTTP is the clients\' business.',
      severity: 'error',
      from: { path: '^steps/' },
      to: { path: ['^src/(clients|emulator)/', '(^|/)node_modules/undici/', '^(node:)?(http|https|http2|net)$'] },
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
