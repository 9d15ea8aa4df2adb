/**
 * Proof that remote mode is honest: starts `cardlab emulator` as a separate process, reads its
 * sandbox account like a user would, and runs the scenarios through the `remote` profile against it,
 * as `--shards` cucumber processes side by side (two by default), each on a sandbox account of its
 * own: a shared sandbox's users at the same time, and a shorter run (one cucumber process and the
 * emulator wait on each other, so alone they keep a core and a half busy at most).
 * The process keeps its sandbox on disk (`--data-dir`, no data key: everything it writes is in
 * clear), as a shared sandbox does; after the run its journal must hold none of the CVCs and PINs
 * the run's exchanges carried (issue #29), and a restart must read the whole journal back, every
 * request answered as it was.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { remoteEnv } from '../src/target/config.js';
import { LOOPBACK_CALLBACKS, targetOfEmulator } from '../src/target/emulator-target.js';
import { runCucumber } from './lib/cucumber.js';
import { withUsageExit } from '../src/cli/exit-codes.js';
import { wholeNumber } from '../src/cli/whole-number.js';
import { listeningUrl } from './lib/emulator-process.js';
import { cardSecretsIn } from '../src/emulator/store/card-secret-scan.js';
import { AT_REST_PREFIX, hashSecret, LEDGER_DIR } from '../support/secret-ledger.js';

const program = new Command('npm run test:remote')
  .description('run the scenarios through the remote profile against a separately started cardlab emulator')
  .argument('[paths...]', 'feature files, folders or file:line to run (default: every scenario)')
  .option('--profile <name>', 'cucumber profile to run', 'remote')
  .option('--results <dir>', 'Allure results folder of this run', 'reports/allure-results-remote')
  .option('--shards <n>', 'cucumber processes side by side (`--shard i/n`), each on a sandbox account of its own', wholeNumber(1, 8), 2);
withUsageExit(program).parse();
const opts = program.opts<{ profile: string; results: string; shards: number }>();

// The process runs as a shared sandbox would: its control API behind an admin token (passed in the
// environment, never on a command line), its accounts kept on disk.
const adminToken = randomBytes(24).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'cardlab-remote-'));
const emulatorArgs = ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--data-dir', dataDir];
const emulatorEnv = { ...process.env, CARDLAB_EMULATOR_ADMIN_TOKEN: adminToken, CARDLAB_DATA_KEY: '' };

/** Starts the emulator process and answers it with its URL once it listens. */
async function startProcess() {
  const child = spawn(process.execPath, emulatorArgs, { stdio: ['ignore', 'pipe', 'inherit'], env: emulatorEnv });
  return { child, url: await listeningUrl(child) };
}

const { child: emulator, url } = await startProcess();
console.log(`emulator process ${emulator.pid} at ${url}`);

// The secret ledger's files of earlier runs stay (check:secrets reads them): this run's are the new ones.
const earlierLedgers = new Set(existsSync(LEDGER_DIR) ? readdirSync(LEDGER_DIR) : []);
let code = 1;
try {
  // Only this run's results: the secret hashes of an earlier run in the same `npm test` stay for the check.
  rmSync(opts.results, { recursive: true, force: true });
  // Each shard's account: the first is the process's own, the others new sandboxes, as users of a
  // shared sandbox each have theirs, used at the same time. For each, the sandbox page, and the P2P
  // signing key registered like a merchant uploads its public key; the private half reaches the
  // scenarios as CARDLAB_P2P_PRIVATE_KEY, never printed.
  const targets = [];
  for (let i = 0; i < opts.shards; i++) targets.push((await targetOfEmulator(url, { adminToken, ...(i > 0 ? { sandbox: 'new' as const } : {}) })).target);
  const codes = await Promise.all(
    targets.map((target, i) => {
      const shard = opts.shards > 1 ? ['--shard', `${i + 1}/${opts.shards}`] : [];
      const args = ['--profile', opts.profile, '--format-options', JSON.stringify({ resultsDir: opts.results }), ...shard, ...program.args];
      const env = {
        ...remoteEnv(target),
        // The emulator process runs on this machine: it reaches each worker's callback receiver on the loopback.
        CARDLAB_CALLBACK_PUBLIC_URL: LOOPBACK_CALLBACKS,
        CARDLAB_TARGET_LABEL: `cardlab emulator process at ${url}`,
      };
      return runCucumber(args, env, { prefix: opts.shards > 1 ? `[shard ${i + 1}/${opts.shards}]` : undefined });
    }),
  );
  code = codes.find((c) => c !== 0) ?? 0;
} finally {
  emulator.kill('SIGTERM');
  await once(emulator, 'exit');
}
if (code === 0) {
  const secretsAtRest = checkDataDirectory();
  const replayed = await checkReplay();
  code = secretsAtRest || replayed;
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);

/** The journal the run wrote holds none of the CVCs and PINs its exchanges carried (by their hashes in the secret ledger). */
function checkDataDirectory(): number {
  const sent = new Map<string, string>();
  for (const file of readdirSync(LEDGER_DIR).filter((f) => !earlierLedgers.has(f))) {
    for (const line of readFileSync(join(LEDGER_DIR, file), 'utf8').split('\n')) {
      if (!line.startsWith(AT_REST_PREFIX)) continue;
      const [kind = '', hash = ''] = line.slice(AT_REST_PREFIX.length).split(':');
      sent.set(hash, kind.toUpperCase());
    }
  }
  const findings = cardSecretsIn(join(dataDir, 'accounts'), (value) => (/^\d{3,12}$/.test(value) ? sent.get(hashSecret(value)) : undefined));
  for (const f of findings) console.error(`${f.file}:${f.line}: a ${f.kind} the run sent, at ${f.path}`);
  const cvcs = [...sent.values()].filter((kind) => kind === 'CVC').length;
  console.log(`secrets at rest: the journal checked for ${cvcs} CVCs and ${sent.size - cvcs} PINs the run's exchanges carried: ${findings.length} found`);
  return findings.length === 0 ? 0 : 1;
}

/** A restart on the same directory reads the whole journal back: every request answered as it was (else it exits with 2, saying where). */
async function checkReplay(): Promise<number> {
  try {
    const again = await startProcess();
    again.child.kill('SIGTERM');
    await once(again.child, 'exit');
    console.log('secrets at rest: the journal of the whole run read back, every request answered as it was');
    return 0;
  } catch (error) {
    console.error(`the journal of the run does not read back: ${(error as Error).message}`);
    return 1;
  }
}
