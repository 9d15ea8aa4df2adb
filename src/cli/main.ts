/** The `cardlab` command line. Each subcommand lives in its own file and has --help; exit codes: exit-codes.ts. */
import { Command } from 'commander';
import { emulatorCommand } from './emulator.js';
import { withUsageExit } from './exit-codes.js';
import { exploreCommand } from './explore.js';
import { generateCommand } from './generate.js';
import { preflightCommand, targetFileCommand } from './target.js';

const program = new Command()
  .name('cardlab')
  .description('Scenario-testing harness, reference emulator and test-data generator for a card-processing sandbox')
  .showHelpAfterError()
  .addCommand(emulatorCommand());
program.addCommand(generateCommand());
program.addCommand(preflightCommand());
program.addCommand(targetFileCommand());
program.addCommand(exploreCommand());

// Every subcommand's usage errors exit 2 (exit-codes.ts).
await withUsageExit(program).parseAsync(process.argv);
