/** The `cardlab` command line. Each subcommand lives in its own file and has --help; exit codes: exit-codes.ts. */
import { Command } from 'commander';
import { withUsageExit } from './exit-codes.js';

// Each subcommand pulls in a part of the project of its own (emulator: fastify and the whole
// emulator; generate: faker and the generators; preflight, target-file and explore: the clients),
// most of a second of start-up each: a run loads only the one it names. Help, `help <command>` and
// an unknown command load them all, in this order (the order help lists them in).
const SUBCOMMANDS: Record<string, () => Promise<Command>> = {
  emulator: async () => (await import('./emulator.js')).emulatorCommand(),
  generate: async () => (await import('./generate.js')).generateCommand(),
  preflight: async () => (await import('./target.js')).preflightCommand(),
  'target-file': async () => (await import('./target.js')).targetFileCommand(),
  explore: async () => (await import('./explore.js')).exploreCommand(),
};

const named = process.argv[2];
const loaders = named !== undefined && Object.hasOwn(SUBCOMMANDS, named) ? [SUBCOMMANDS[named]!] : Object.values(SUBCOMMANDS);
const program = new Command()
  .name('cardlab')
  .description('Scenario-testing harness, reference emulator and test-data generator for a card-processing sandbox')
  .showHelpAfterError();
for (const command of await Promise.all(loaders.map((load) => load()))) program.addCommand(command);

// Every subcommand's usage errors exit 2 (exit-codes.ts).
await withUsageExit(program).parseAsync(process.argv);
