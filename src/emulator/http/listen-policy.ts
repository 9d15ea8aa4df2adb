/**
 * Where the emulator may listen. The control API can reset a sandbox and move its clock, so an
 * address other machines can reach needs an admin token (admin-auth.ts); the loopback does not.
 */
import { isIP } from 'node:net';
import { EmulatorConfigError } from '../config-error.js';
import { adminTokenProblem } from './admin-auth.js';

export { EmulatorConfigError };

/** 127.0.0.0/8, ::1 (also as an IPv4-mapped address) and the name localhost. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || bare.startsWith('::ffff:127.');
  return false;
}

/** Throws EmulatorConfigError when the emulator must not start with these settings. */
export function checkListen(host: string, adminToken: string | undefined): void {
  if (adminToken !== undefined) {
    const problem = adminTokenProblem(adminToken);
    if (problem) throw new EmulatorConfigError(`admin token: ${problem}`);
    return;
  }
  if (!isLoopback(host)) {
    throw new EmulatorConfigError(
      `refusing to listen on ${host} without an admin token: anyone reaching the port could use the control API ` +
        '(reset a sandbox, move its clock). Give --admin-token <token> or CARDLAB_EMULATOR_ADMIN_TOKEN, or listen on 127.0.0.1.',
    );
  }
}
