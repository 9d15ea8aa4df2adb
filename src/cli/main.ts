/** The `cardlab` command line. Each subcommand lives in its own file and has --help. */
import { Command } from 'commander';
import { emulatorCommand } from './emulator.js';
import { generateCommand } from './generate.js';

const program = new Command()
  .name('cardlab')
  .description('Scenario-testing harness, reference emulator and test-data generator for a card-processing sandbox')
  .showHelpAfterError()
  .addCommand(emulatorCommand());
program.addCommand(generateCommand());

await program.parseAsync(process.argv);
