/**
 * V8's sampling profiler in a bench server process, started and stopped by the parent over IPC
 * (bench/http/profile.ts), so that a profile holds the measured load only: no start-up, no
 * compilation by tsx, no warm-up. The profile is a .cpuprofile (Chrome DevTools, VS Code, or
 * bench/http/profile-summary.ts). It samples wall time: a process waiting for the CPU is sampled
 * in whatever it was running.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { ParentMessage } from './protocol.js';

let session: Session | undefined;

function post<T>(s: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) => s.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))));
}

process.on('message', (message: ParentMessage) => {
  if (message.kind !== 'profile') return;
  void (async () => {
    if (message.action === 'start') {
      session = new Session();
      session.connect();
      await post(session, 'Profiler.enable');
      await post(session, 'Profiler.setSamplingInterval', { interval: message.intervalMicros });
      await post(session, 'Profiler.start');
      process.send!({ kind: 'profiling' });
    } else if (session) {
      const { profile } = await post<{ profile: unknown }>(session, 'Profiler.stop');
      session.disconnect();
      session = undefined;
      writeFileSync(message.file, JSON.stringify(profile));
      process.send!({ kind: 'profiled', file: message.file });
    }
  })();
});
