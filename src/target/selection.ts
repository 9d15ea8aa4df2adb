/**
 * Which scenarios a target can run: those of the interfaces it implements (from what its
 * configuration holds), and none that need what a remote target cannot offer (see skipReason).
 */
import type { RemoteTarget, TargetKind } from './config.js';

export interface TargetInterface {
  readonly key: 'v1' | 'v2' | 'gateway' | 'p2p';
  readonly tag: string;
  readonly title: string;
}

export const INTERFACES: readonly TargetInterface[] = [
  { key: 'v1', tag: '@v1', title: 'Card Management v1' },
  { key: 'v2', tag: '@v2', title: 'Card Management v2' },
  { key: 'gateway', tag: '@ecom', title: 'E-commerce gateway' },
  { key: 'p2p', tag: '@p2p', title: 'P2P gateway' },
];

/** The interfaces the target configures; P2P counts once config.ts reads its variables. */
export function configuredInterfaces(target: RemoteTarget): TargetInterface[] {
  const parts = target as unknown as Record<TargetInterface['key'], unknown>;
  return INTERFACES.filter((i) => parts[i.key] !== undefined && parts[i.key] !== null);
}

/** A tag expression that leaves out the interfaces the target does not implement; undefined when it implements all. */
export function interfaceTags(target: RemoteTarget): string | undefined {
  const configured = new Set(configuredInterfaces(target).map((i) => i.tag));
  const missing = INTERFACES.filter((i) => !configured.has(i.tag)).map((i) => `not ${i.tag}`);
  return missing.length ? missing.join(' and ') : undefined;
}

export const CALLBACK_URL_VARIABLE = 'CARDLAB_CALLBACK_PUBLIC_URL';

/**
 * Why a scenario cannot run against this target, or undefined when it can. The scenario is then
 * reported as skipped with this reason, rather than left out without a word (or failing on a
 * missing configuration).
 */
export function skipReason(tags: readonly string[], target: RemoteTarget & { readonly kind: TargetKind }, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (target.kind !== 'remote') return undefined;
  if (tags.includes('@emulator-only')) return 'emulator-only: the scenario needs the emulator control API (clock, failures, sandbox state), which a remote target does not offer';
  const configured = new Set(configuredInterfaces(target).map((i) => i.tag));
  const missing = INTERFACES.find((i) => tags.includes(i.tag) && !configured.has(i.tag));
  if (missing) return `not configured: the target has no ${missing.title} (its CARDLAB_* variables or target file section are not set)`;
  if (tags.includes('@callbacks') && !env[CALLBACK_URL_VARIABLE]) {
    // Said in both words: the target file's field and the variable.
    return `needs callbacks: a remote gateway cannot reach the harness's callback receiver; give it an address the target can call: callbacks.publicUrl in the target file (with callbacks.host and port), or ${CALLBACK_URL_VARIABLE} (with CARDLAB_CALLBACK_HOST/PORT)`;
  }
  return undefined;
}
