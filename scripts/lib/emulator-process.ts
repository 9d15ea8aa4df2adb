/**
 * `cardlab emulator` as a separate process, the way an integrator's endpoint is separate: started on
 * a free port, its sandbox page read over HTTP, and its target written as variables or a target file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { remoteEnv, type RemoteTarget } from '../../src/target/config.js';
import { LOOPBACK_CALLBACKS, targetOfEmulator } from '../../src/target/emulator-target.js';

export interface EmulatorProcess {
  readonly url: string;
  readonly target: RemoteTarget;
  /** The target as CARDLAB_* variables, with a label naming the process. */
  readonly env: Record<string, string>;
  stop(): Promise<void>;
}

/** The URL a started `cardlab emulator` prints once it listens (30 s at most); rejects when it exits before. */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the emulator did not print its URL within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the emulator exited early with ${code}`)));
    if (!child.stdout) throw new Error('the emulator was started without a pipe on its output');
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
}

/** Starts the emulator (extra arguments such as `--corrupt v2.getCard.status` go to it) and waits for its URL. */
export async function startEmulatorProcess(extraArgs: readonly string[] = []): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', ...extraArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    const url = await listeningUrl(child);
    // The sandbox page, and the P2P account's signing key registered the way a merchant uploads its public key.
    const { target } = await targetOfEmulator(url);
    const env = {
      ...remoteEnv(target),
      // On this machine the emulator reaches each worker's callback receiver on the loopback.
      CARDLAB_CALLBACK_PUBLIC_URL: LOOPBACK_CALLBACKS,
      CARDLAB_TARGET_LABEL: `cardlab emulator process at ${url}${extraArgs.length ? ` (${extraArgs.join(' ')})` : ''}`,
    };
    return { url, target, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
