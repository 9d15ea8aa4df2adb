/**
 * The exit codes of every cardlab command and npm script, one convention for all of them, so that a
 * CI job or a shell script can tell "it ran and failed" from "it was asked wrongly":
 *
 * - 0: done as asked (a run passed, a file was written, a target is ready);
 * - 1: it ran, and the verdict is a failure (a scenario failed, a contract was broken, a check found
 *   something, a write failed);
 * - 2: a usage or configuration error (an unknown option or value, a misconfigured target, variable
 *   or file): nothing was run, and the message names what to fix;
 * - 3: the target did not answer or refused its credentials (commands that reach one: preflight,
 *   certify, target-file --from-emulator).
 */
import type { Command, CommanderError } from 'commander';

export const EXIT = { ok: 0, failed: 1, usage: 2, unreachable: 3 } as const;

/**
 * Commander's own refusals (an unknown option or command, a bad or missing value) exit 2 instead of
 * commander's 1, on the command and on each of its subcommands; --help and --version exit 0.
 * Call it after the subcommands are added and before parsing.
 */
export function withUsageExit<T extends Command>(command: T): T {
  command.exitOverride((error: CommanderError) => process.exit(usageExitCode(error)));
  for (const sub of command.commands) withUsageExit(sub);
  return command;
}

/** The exit code of a commander refusal: 0 after --help or --version, 2 for every other. */
export function usageExitCode(error: CommanderError): number {
  return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
}

/** A usage or configuration problem: its sentence on stderr, exit 2, never a stack trace. */
export function refuse(message: string): never {
  console.error(message);
  process.exit(EXIT.usage);
}
