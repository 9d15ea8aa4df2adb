/**
 * Proof that remote mode is honest: starts `cardlab emulator` as a separate process, reads its
 * sandbox account like a user would, and runs the scenarios through the `remote` profile against it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Command } from 'commander';
import { remoteEnv } from '../src/target/config.js';
import { LOOPBACK_CALLBACKS, targetOfEmulator } from '../src/target/emulator-target.js';
import { runCucumber } from './lib/cucumber.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run test:remote')
  .description('run the scenarios through the remote profile against a separately started cardlab emulator')
  .option('--profile <name>', 'cucumber profile to run', 'remote')
  .option('--results <dir>', 'Allure results folder of this run', 'reports/allure-results-remote');
withUsageExit(program).parse();
const opts = program.opts<{ profile: string; results: string }>();

// The process runs as a shared sandbox would: its control API behind an admin token (passed in the environment, never on a command line).
const adminToken = randomBytes(24).toString('base64url');
const emulator = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, CARDLAB_EMULATOR_ADMIN_TOKEN: adminToken },
});
const url = await new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the emulator did not print its URL within 30 s')), 30_000);
  emulator.once('exit', (code) => reject(new Error(`the emulator exited early with ${code}`)));
  createInterface({ input: emulator.stdout }).on('line', (line) => {
    const match = /listening on (http:\/\/\S+)/.exec(line);
    if (match?.[1]) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
});
console.log(`emulator process ${emulator.pid} at ${url}`);

let code = 1;
try {
  // Only this run's results: the secret hashes of an earlier run in the same `npm test` stay for the check.
  rmSync(opts.results, { recursive: true, force: true });
  // The sandbox page, and the P2P account's signing key registered like a merchant uploads its public
  // key; the private half reaches the scenarios as CARDLAB_P2P_PRIVATE_KEY, never printed.
  const { target } = await targetOfEmulator(url, { adminToken });
  code = await runCucumber(['--profile', opts.profile, '--format-options', JSON.stringify({ resultsDir: opts.results })], {
    ...remoteEnv(target),
    // The emulator process runs on this machine: it reaches each worker's callback receiver on the loopback.
    CARDLAB_CALLBACK_PUBLIC_URL: LOOPBACK_CALLBACKS,
    CARDLAB_TARGET_LABEL: `cardlab emulator process at ${url}`,
  });
} finally {
  emulator.kill('SIGTERM');
  await once(emulator, 'exit');
}
process.exit(code);
