/**
 * `cardlab preflight` and `cardlab target-file`: check a remote target before a run, and write the
 * target file of an emulator (or a template to fill in). Credentials go to files only, never to the
 * terminal.
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { ControlError } from '../clients/control.js';
import { remoteEnv } from '../target/config.js';
import { callbackUrlFor, targetOfEmulator } from '../target/emulator-target.js';
import { describePreflight, preflight } from '../target/preflight.js';
import { remoteTargetOf, targetFileOf, targetFileTemplate } from '../target/target-file.js';
import { EXIT, refuse } from './exit-codes.js';

export function preflightCommand(): Command {
  return new Command('preflight')
    .description('check that each interface of a remote target answers and accepts its credentials (one read-only call each)')
    .option('--target-file <file>', 'JSON file describing the target (default: CARDLAB_TARGET_FILE, else the CARDLAB_* variables)')
    .addHelpText('after', '\nExit codes: 0 ready; 2 the target is misconfigured; 3 an interface does not answer or refuses its credentials.')
    .action(async (opts: { targetFile?: string }) => {
      let target;
      try {
        target = remoteTargetOf(process.env, opts.targetFile);
      } catch (error) {
        refuse((error as Error).message);
      }
      const checks = await preflight(target);
      console.log(describePreflight(checks));
      process.exit(checks.every((c) => c.ok) ? EXIT.ok : EXIT.unreachable);
    });
}

export function targetFileCommand(): Command {
  return new Command('target-file')
    .description('write a target file: the one of a running cardlab emulator (with a new P2P signing key registered there), or a template with every field')
    .option('--from-emulator <url>', 'read the sandbox account of the emulator at this URL (e.g. http://127.0.0.1:4010)')
    .option('--sandbox <id>', "with --from-emulator: that sandbox account's target, or `new` to make one (default: the default account)")
    .option('--template', 'every field a target file may have, each with what to put there')
    .requiredOption('--out <file>', 'where to write it (credentials are written with owner-only permissions)')
    .addHelpText('after', '\nExit codes: 0 written; 2 a usage error, or the emulator refused the admin token (CARDLAB_EMULATOR_ADMIN_TOKEN); 3 the emulator does not answer, or not as a cardlab emulator.')
    .action(async (opts: { fromEmulator?: string; sandbox?: string; template?: boolean; out: string }) => {
      if (Boolean(opts.fromEmulator) === Boolean(opts.template)) refuse('give exactly one of --from-emulator <url> and --template');
      if (opts.sandbox !== undefined && !opts.fromEmulator) refuse('--sandbox goes with --from-emulator');
      let file: Record<string, unknown>;
      if (opts.fromEmulator) {
        const url = opts.fromEmulator.replace(/\/+$/, '');
        try {
          // A new P2P signing key: its public half registered with the emulator, the private half in the file.
          // The admin token, when the emulator has one, comes from CARDLAB_EMULATOR_ADMIN_TOKEN.
          const { account, target } = await targetOfEmulator(url, { sandbox: opts.sandbox });
          const label = account.id === 'default' ? `cardlab emulator at ${url}` : `sandbox account ${account.id} of the cardlab emulator at ${url}`;
          // Without a callback address a remote run skips every @callbacks scenario.
          const callbacks = callbackUrlFor(url);
          file = targetFileOf({ ...remoteEnv(target), CARDLAB_TARGET_LABEL: label, ...(callbacks ? { CARDLAB_CALLBACK_PUBLIC_URL: callbacks } : {}) });
          if (!callbacks) console.log(`callbacks.publicUrl not written: the emulator at ${url} is not on this machine; give it an address of this machine it can reach (e.g. "https://qa.example:{port}"), or the @callbacks scenarios are skipped`);
        } catch (error) {
          // It answered, and refused: the emulator is there; the token is what is missing or wrong.
          if (error instanceof ControlError && (error.status === 401 || error.status === 403)) {
            const token = process.env.CARDLAB_EMULATOR_ADMIN_TOKEN ? 'refused the admin token in CARDLAB_EMULATOR_ADMIN_TOKEN' : 'guards its control API with an admin token: set CARDLAB_EMULATOR_ADMIN_TOKEN to it';
            refuse(`the cardlab emulator at ${url} answered HTTP ${error.status} to ${error.operation}: it ${token}`);
          }
          if (error instanceof ControlError && error.status === 404 && opts.sandbox !== undefined) refuse(`the cardlab emulator at ${url} has no sandbox account ${opts.sandbox} (HTTP 404)`);
          // One line: what was asked, what happened; a stack says nothing more to someone who typed a URL.
          console.error(`no cardlab emulator at ${url}: ${describeFailure(error)}; start one with \`npx cardlab emulator --port <port>\``);
          process.exit(EXIT.unreachable);
        }
      } else {
        file = targetFileTemplate();
      }
      writeFileSync(opts.out, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      console.log(`wrote ${opts.out}`);
    });
}

/** `connection refused`, `host not found`, … rather than undici's error class names. */
function describeFailure(error: unknown): string {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  const known: Record<string, string> = { ECONNREFUSED: 'connection refused: nothing listens there', ENOTFOUND: 'host not found', ECONNRESET: 'connection reset', UND_ERR_HEADERS_TIMEOUT: 'no answer within 10 s', UND_ERR_CONNECT_TIMEOUT: 'no connection within 10 s' };
  return (code && known[code]) ?? (error as Error).message;
}
