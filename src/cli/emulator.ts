/** `cardlab emulator`: the reference emulator as a process, for remote runs and manual exploration. */
import { Command, InvalidArgumentError } from 'commander';
import { loadCatalogue } from '../contracts/catalogue.js';
import { armCorruptions, parseCorruption } from '../emulator/http/corruption.js';
import { EmulatorConfigError } from '../emulator/http/listen-policy.js';
import { startEmulator } from '../emulator/http/server.js';
import { allowEntryProblem } from '../emulator/callback-targets.js';
import { DEFAULT_SNAPSHOT_EVERY } from '../emulator/store/store.js';
import { DATA_KEY_VARIABLE, DataKey, parseDataKey } from '../emulator/store/data-key.js';
import { DEFAULT_RETENTION, MIN_RETAINED_RECORDS } from '../emulator/domain/retention.js';
import { servedHelp } from './emulator-help.js';
import { EXIT, refuse } from './exit-codes.js';
import { wholeNumber } from './whole-number.js';
import { accountOptions, readSandboxFile } from './sandbox-file.js';

const STOP_TIMEOUT_MS = 10_000;

const port = wholeNumber(0, 65_535);
const seed = wholeNumber(0, 2 ** 32 - 1);
const maxSandboxes = wholeNumber(1, 9_999);
const retentionRecords = wholeNumber(MIN_RETAINED_RECORDS, 100_000_000);

/** `--retention`: a whole number of days, hours, minutes or seconds (90d, 12h, 30m, 45s), or `off`. */
export function retentionPeriod(value: string): number | 'off' {
  if (value === 'off') return 'off';
  const match = /^(\d{1,7})(d|h|m|s)$/.exec(value);
  const ms = match ? Number(match[1]) * { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 }[match[2] as 'd' | 'h' | 'm' | 's'] : 0;
  if (!(ms > 0)) throw new InvalidArgumentError('must be a whole number followed by d, h, m or s (e.g. 90d, 12h), or off');
  return ms;
}

function snapshotEvery(value: string): number | 'off' {
  if (value === 'off') return 'off';
  try {
    return wholeNumber(100, 100_000_000)(value);
  } catch (error) {
    throw new InvalidArgumentError(`${(error as Error).message}, or off`);
  }
}

function allowEntry(value: string): string {
  const problem = allowEntryProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value;
}

function bin(value: string): string {
  if (!/^\d{1,12}$/.test(value)) throw new InvalidArgumentError('must be 1 to 12 digits');
  return value;
}

function publicUrl(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be an absolute http(s) URL, e.g. https://sandbox.example.com');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new InvalidArgumentError('must be an http or https URL');
  if (parsed.search || parsed.hash) throw new InvalidArgumentError('must have no query or fragment');
  return value.replace(/\/+$/, '');
}

export function emulatorCommand(): Command {
  return new Command('emulator')
    .description('start the reference emulator: Card Management v1 and v2, the e-commerce and P2P gateways, their browser pages, and the control API under /__emulator/')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', port, 4010)
    .option('--host <host>', 'address to listen on (another than the loopback needs an admin token)', '127.0.0.1')
    .option('--admin-token <token>', 'every control call (/__emulator/) then needs Authorization: Bearer <token>. Prefer the variable CARDLAB_EMULATOR_ADMIN_TOKEN: a command line is visible to every user of the machine (ps, /proc/<pid>/cmdline)')
    .option('--public-url <url>', 'base URL clients reach the emulator at (behind a proxy); absolute URLs it gives out (formUrl, 3-D Secure, redirects) start with it (default: the listening address)', publicUrl)
    .option('--data-dir <dir>', 'keep every sandbox account on disk there (journal, fsynced before each answer) and read it back at start; without it nothing touches the disk. CVCs and PINs are never written; with CARDLAB_DATA_KEY (32 bytes, hex or base64) everything else is sealed under it')
    .option('--upgrade-data-dir', 'with --data-dir: carry a directory of journal format 1 over to this format (each account read back and compacted behind a snapshot; back it up first)')
    .option('--snapshot-every <entries>', 'with --data-dir: an account\'s journal is compacted behind a snapshot of its state once it has this many entries, so a restart replays only what came after (off: never)', snapshotEvery, DEFAULT_SNAPSHOT_EVERY)
    .option('--callback-allow <cidr|host>', 'where the gateways may send callbacks: an address, a range (10.0.0.0/8), a host name (hooks.example) or a domain (.example); repeatable. The loopback is allowed when the emulator listens on it; a metadata, link-local or loopback address needs an entry inside its own range; the emulator\'s own port never', (v: string, all: string[]) => [...all, allowEntry(v)], [])
    .option('--max-sandboxes <n>', 'how many sandbox accounts (POST /__emulator/sandboxes) it keeps at most, the default one included', maxSandboxes, 100)
    .option('--retention <duration>', 'how long each account keeps its records (orders, history, journal entries, v2 movements) on its own clock: 90d, 12h, 30m, 45s, or off (until a reset); balances stay exact (default: 90d)', retentionPeriod)
    .option('--retention-records <n>', 'the most records of each kind an account keeps however young (a safety net when its clock stands still)', retentionRecords, DEFAULT_RETENTION.maxRecords)
    .option('--api-key <key>', 'v2 API key of the sandbox account (default: random, or CARDLAB_EMULATOR_V2_API_KEY)')
    .option('--sandbox-file <path>', 'JSON file of sandbox-page values: {"v1": {institutionId, productId, serviceIdAcc, customerTemplate, cardProductType, login, password}, "v2": {apiKey, productName}, "gateway": {userName, password, token, callbackKey}}')
    .option('--customer-template <name>', 'v1 registerCustomer productName of the sandbox (default CRCU1001, as the vendor\'s v1 sandbox collection sends)')
    .option('--bin <digits>', 'first digits of issued card numbers', bin, '529811')
    .option('--seed <n>', 'seed for card numbers and security codes (default: random)', seed)
    .option('-q, --quiet', 'do not log each request')
    .option('--corrupt <operation.field>', 'testing aid: break one field of every successful answer of one operation, e.g. v2.getCard.status (repeatable)', (v: string, all: string[]) => [...all, v], [])
    .addHelpText('after', servedHelp)
    .action(async (opts: { port: number; host: string; callbackAllow: string[]; adminToken?: string; dataDir?: string; upgradeDataDir?: boolean; maxSandboxes: number; retention?: number | 'off'; retentionRecords: number; snapshotEvery: number | 'off'; publicUrl?: string; sandboxFile?: string; customerTemplate?: string; apiKey?: string; bin: string; seed?: number; quiet?: boolean; corrupt: string[] }) => {
      if (opts.corrupt.length) {
        const { interfaces } = await loadCatalogue();
        try {
          armCorruptions(opts.corrupt.map((spec) => parseCorruption(spec, interfaces)));
        } catch (error) {
          refuse((error as Error).message);
        }
        console.log(`testing aid: answers broken at ${opts.corrupt.join(', ')}`);
      }
      const apiKey = opts.apiKey ?? process.env.CARDLAB_EMULATOR_V2_API_KEY;
      const file = opts.sandboxFile ? await readSandboxFile(opts.sandboxFile) : {};
      if ('error' in file) refuse(`--sandbox-file ${opts.sandboxFile}: ${file.error}`);
      const adminToken = opts.adminToken ?? (process.env.CARDLAB_EMULATOR_ADMIN_TOKEN || undefined);
      if (opts.adminToken !== undefined) console.error('cardlab emulator: --admin-token is visible to every user of this machine (ps, /proc/<pid>/cmdline); give it in CARDLAB_EMULATOR_ADMIN_TOKEN instead');
      let emulator;
      try {
        // The data directory's key: from the environment only (a command line is visible to every user).
        const dataKey = opts.dataDir !== undefined && process.env[DATA_KEY_VARIABLE] ? new DataKey(parseDataKey(process.env[DATA_KEY_VARIABLE])) : undefined;
        if (opts.dataDir !== undefined && !dataKey) console.error(`cardlab emulator: ${DATA_KEY_VARIABLE} is not set: ${opts.dataDir} keeps the accounts' credentials, keys and PIN hashes in clear (never CVCs or PINs); give a key to seal them`);
        emulator = await startEmulator({
          port: opts.port,
          host: opts.host,
          publicUrl: opts.publicUrl,
          adminToken,
          dataDir: opts.dataDir,
          dataKey,
          upgradeDataDir: opts.upgradeDataDir,
          snapshotEvery: opts.snapshotEvery === 'off' ? undefined : opts.snapshotEvery,
          // The disk refused a write: memory is ahead of the disk; stop, and let the supervisor restart from the disk.
          onStoreFailure: (error) => {
            console.error(`cardlab emulator: the data directory refused a write (${error.message}); stopping`);
            process.exit(EXIT.failed);
          },
          maxSandboxes: opts.maxSandboxes,
          callbackAllow: opts.callbackAllow,
          retention: opts.retention === 'off' ? undefined : { periodMs: opts.retention ?? DEFAULT_RETENTION.periodMs, maxRecords: opts.retentionRecords },
          account: accountOptions(file, { v2ApiKey: apiKey, customerTemplate: opts.customerTemplate }),
          sandbox: { bin: opts.bin, seed: opts.seed },
          log: opts.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
        });
      } catch (error) {
        if (!(error instanceof EmulatorConfigError)) throw error;
        refuse(`cardlab emulator: ${error.message}`);
      }
      if (emulator.replayed) console.log(`data directory ${opts.dataDir}: ${emulator.replayed.accounts} sandbox accounts read back (${emulator.replayed.entries} journal entries)`);
      console.log(`cardlab emulator listening on ${emulator.url}`);
      console.log(`sandbox account: ${emulator.url}/__emulator/sandbox${adminToken ? ' (control API behind the admin token)' : ''}`);
      // Stops taking requests, lets those in flight finish (and the store write them), then exits;
      // a stop that hangs is ended after STOP_TIMEOUT_MS with code 1.
      const stop = (signal: string) => {
        console.log(`${signal}: stopping (requests in flight are finished first)`);
        setTimeout(() => {
          console.error(`cardlab emulator: not stopped within ${STOP_TIMEOUT_MS / 1000} s, exiting`);
          process.exit(EXIT.failed);
        }, STOP_TIMEOUT_MS).unref();
        emulator.close().then(
          () => {
            console.log('stopped');
            process.exit(EXIT.ok);
          },
          (error: unknown) => {
            console.error(error);
            process.exit(EXIT.failed);
          },
        );
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
      stopWhenOrphaned(stop);
    });
}

/**
 * Started through npm (`npx cardlab emulator … &`, `npm run emulator`), the parent is npm's `sh -c`:
 * `kill <pid of npx>` makes npm forward SIGTERM to that shell, which dies of it without passing it
 * on, and the emulator would keep its port with no parent. The parent changing is that kill.
 * Outside npm (node bin/cardlab.js, nohup, a service manager) the emulator outlives its parent as
 * asked.
 */
function stopWhenOrphaned(stop: (why: string) => void): void {
  if (!process.env.npm_command) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('the npm process that started the emulator is gone');
  }, 250).unref();
}
