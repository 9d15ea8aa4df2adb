/**
 * The import boundaries (.dependency-cruiser.js) really fail the lint: a tree laid out like the
 * project's, with one deliberate violation of each rule, must be refused rule by rule, and the same
 * tree without them must pass. The violations are planted all in one tree and cruised once (each
 * depcruise start costs about a second of CPU): each must be reported as an error of its rule at
 * its file, and nothing else, so none of them hides or stands in for another.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
// The folders `npm run lint:boundaries` cruises, read from package.json so that the test and the lint agree.
const lintCommand = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['lint:boundaries']!;
const folders = /^depcruise ((?:[\w-]+ )+)--config/.exec(lintCommand)![1]!.trim().split(' ');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-boundaries-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function cruise(dir: string): { status: number | null; output: string } {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  const run = spawnSync(bin, [...folders, '--config', path.join(root, '.dependency-cruiser.js'), '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const lawful: Record<string, string> = {
  'src/common/luhn.ts': 'export const luhn = 1;\n',
  'src/emulator/domain/cards.ts': "import { luhn } from '../../common/luhn.js';\nexport const cards = luhn;\n",
  'src/emulator/domain/card-system.ts': "import { cards } from './cards.js';\nexport class CardSystem {\n  readonly cards = cards;\n}\n",
  'src/emulator/domain/sandbox.ts': "import { CardSystem } from './card-system.js';\nexport const sandbox = new CardSystem();\n",
  'src/emulator/domain/card-system.test.ts': "import { sandbox } from './sandbox.js';\nexport const tested = sandbox;\n",
  'src/emulator/domain/ledger.ts': "import type { cards } from './cards.js';\nexport type Ledger = typeof cards;\n",
  'src/emulator/providers/answer.ts': 'export const answer = 1;\n',
  'src/emulator/providers/v1/cards.ts': "import { cards } from '../../domain/cards.js';\nimport { answer } from '../answer.js';\nexport const v1 = cards + answer;\n",
  'src/emulator/providers/gateway-common/messages.ts': "import { answer } from '../answer.js';\nexport const messages = answer;\n",
  'src/emulator/providers/p2p/page.ts': "import { messages } from '../gateway-common/messages.js';\nexport const p2p = messages;\n",
  'src/emulator/http/routes.ts': "import { v1 } from '../providers/v1/cards.js';\nexport const routes = v1;\n",
  'src/emulator/http/server.ts': "import { routes } from './routes.js';\nexport const startEmulator = routes;\n",
  'src/emulator/state.ts': "import { cards } from './domain/cards.js';\nexport const state = cards;\n",
  'generators/pan.ts': "import { luhn } from '../src/common/luhn.js';\nexport const pan = luhn;\n",
  'src/clients/v1.ts': 'export const v1Client = 1;\n',
  'support/clients.ts': "import { v1Client } from '../src/clients/v1.js';\nexport const clientsOf = v1Client;\n",
  'support/reasons/v1.ts': 'export const V1_DECLINES = {};\n',
  'support/reasons/index.ts': "import { V1_DECLINES } from './v1.js';\nexport const REASONS = V1_DECLINES;\n",
  'support/tasks.ts': "import { pan } from '../generators/pan.js';\nimport { clientsOf } from './clients.js';\nimport { REASONS } from './reasons/index.js';\nexport const task = [pan, clientsOf, REASONS];\n",
  'steps/cards.ts': "import { task } from '../support/tasks.js';\nexport const step = task;\n",
  'bench/http/emulator-child.ts': "import { startEmulator } from '../../src/emulator/http/server.js';\nimport { state } from '../../src/emulator/state.js';\nexport const child = startEmulator + state;\n",
  'bench/http/route-work.ts': "import { routes } from '../../src/emulator/http/routes.js';\nexport const work = routes;\n",
  'bench/fuzz/oracle.ts': "import { cards } from '../../src/emulator/domain/cards.js';\nexport const oracle = cards;\n",
  'scripts/steps.ts': "import { task } from '../support/tasks.js';\nimport { pan } from '../generators/pan.js';\nexport const catalogue = task + pan;\n",
  'src/emulator/store/card-secret-scan.ts': 'export const cardSecretsIn = 1;\n',
  'scripts/remote-run.ts': "import { cardSecretsIn } from '../src/emulator/store/card-secret-scan.js';\nexport const run = cardSecretsIn;\n",
};

test('a tree that keeps the arrows pointing one way passes', (t) => {
  const dir = tree(lawful);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { status, output } = cruise(dir);
  assert.equal(status, 0, output);
});

const violations: Array<[rule: string, file: string, text: string]> = [
  ['domain-is-pure', 'src/emulator/domain/wire.ts', "import { z } from 'zod';\nexport const s = z.string();\n"],
  ['domain-is-pure', 'src/emulator/domain/up.ts', "import { routes } from '../http/routes.js';\nexport const up = routes;\n"],
  ['domain-has-no-circles', 'src/emulator/domain/cards.ts', "import { luhn } from '../../common/luhn.js';\nimport type { Ledger } from './ledger.js';\nexport const cards: Ledger = luhn;\n"],
  ['only-the-composition-root-imports-the-sandbox', 'src/emulator/domain/payments.ts', "import { sandbox } from './sandbox.js';\nexport const payments = sandbox.cards;\n"],
  ['providers-are-apart', 'src/emulator/providers/p2p/views.ts', "import { v1 } from '../v1/cards.js';\nexport const views = v1;\n"],
  ['gateway-common-is-below-the-gateways', 'src/emulator/providers/gateway-common/pages.ts', "import { p2p } from '../p2p/page.js';\nexport const pages = p2p;\n"],
  ['http-calls-providers', 'src/emulator/http/direct.ts', "import { cards } from '../domain/cards.js';\nexport const direct = cards;\n"],
  ['product-does-not-import-the-suite', 'src/emulator/domain/fake.ts', "import { pan } from '../../../generators/pan.js';\nexport const fake = pan;\n"],
  ['common-is-the-bottom', 'src/common/masking.ts', "import { cards } from '../emulator/domain/cards.js';\nexport const masking = cards;\n"],
  ['steps-do-not-build-http', 'steps/raw.ts', "import { request } from 'undici';\nexport const raw = request;\n"],
  ['bench-drives-the-emulator-from-outside', 'bench/memory-child.ts', "import { cards } from '../src/emulator/domain/cards.js';\nexport const memory = cards;\n"],
  ['bench-drives-the-emulator-from-outside', 'bench/http/index.ts', "import { v1 } from '../../src/emulator/providers/v1/cards.js';\nexport const bench = v1;\n"],
  ['bench-route-measures-the-routes-not-the-domain', 'bench/http/route-work.ts', "import { cards } from '../../src/emulator/domain/cards.js';\nexport const work = cards;\n"],
  ['bench-reads-state-not-the-http-layer', 'bench/fuzz/oracle.ts', "import { routes } from '../../src/emulator/http/routes.js';\nexport const oracle = routes;\n"],
  ['scripts-run-the-emulator-as-a-process', 'scripts/start.ts', "import { startEmulator } from '../src/emulator/http/server.js';\nexport const start = startEmulator;\n"],
  ['tools-do-not-load-steps', 'scripts/steps.ts', "import { step } from '../steps/cards.js';\nexport const catalogue = step;\n"],
  ['nothing-imports-the-tools', 'src/emulator/http/lane.test.ts', "import { work } from '../../../bench/http/route-work.js';\nexport const lane = work;\n"],
  ['nothing-imports-the-tools', 'support/hooks.ts', "import { catalogue } from '../scripts/steps.js';\nexport const hooks = catalogue;\n"],
  ['steps-call-tasks-and-questions', 'steps/client.ts', "import { v1Client } from '../src/clients/v1.js';\nexport const client = v1Client;\n"],
  ['steps-call-tasks-and-questions', 'steps/clients.ts', "import { clientsOf } from '../support/clients.js';\nexport const clients = clientsOf;\n"],
  ['reasons-are-tables', 'support/reasons/ecom.ts', "import { task } from '../tasks.js';\nexport const ECOM = task;\n"],
];

// Planted in files of their own or in place of a lawful one, never two in the same file.
const planted = tree({ ...lawful, ...Object.fromEntries(violations.map(([, file, text]) => [file, text])) });
after(() => rmSync(planted, { recursive: true, force: true }));
const refused = cruise(planted);

test('the planted tree is refused with exactly its violations: depcruise counts those errors and no other', () => {
  assert.equal(new Set(violations.map(([, file]) => file)).size, violations.length, 'one violation a file');
  // depcruise exits with the number of errors it found.
  assert.equal(refused.status, violations.length, refused.output);
  assert.match(refused.output, new RegExp(`${violations.length} dependency violations \\(${violations.length} errors, 0 warnings\\)`));
});

for (const [rule, file] of violations) {
  test(`${rule}: ${file} is refused`, () => {
    assert.match(refused.output, new RegExp(`error ${rule}: ${file.replace(/[.]/g, '[.]')} →`));
  });
}
