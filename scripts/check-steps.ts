/**
 * `npm run test:steps [-- features/v2/my-first.feature …]`: a strict dry run (nothing is called)
 * that fails on what would otherwise only show at run time, each problem with its file and line:
 *
 * - a step without a definition, with the three nearest phrases of the catalogue;
 * - a step with several definitions;
 * - a scenario whose phrases depend on an interface it does not say (support/interface.ts);
 * - a refusal or decline reason the scenario's interface does not know (support/reasons/), with
 *   the nearest known ones;
 * - a phrase support/interface.ts or support/reasons/index.ts names that no step defines any more;
 * - two scenarios of one file with the same name: the name seeds the data, so on a shared (remote)
 *   target the second would register the people of the first and be refused.
 *
 * cucumber-js's own --dry-run exits 0 whatever it finds, so this reads its messages.
 */
import { Command } from 'commander';
import { interfaceDependentPhrases } from '../support/interface.js';
import { REASON_PHRASES } from '../support/reasons/index.js';
import { dryRun } from './lib/dry-run.js';
import { stepProblems, verdictLine } from './lib/step-problems.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run test:steps')
  .description('dry-run the scenarios (all, or the feature files and folders given) and fail on undefined or ambiguous steps, scenarios without an interface and unknown reasons')
  .argument('[paths...]', 'feature files or folders (default: those of the profile)')
  .option('--profile <name>', 'cucumber profile to dry-run', 'lint');
withUsageExit(program).parse();

const run = await dryRun({ profile: program.opts<{ profile: string }>().profile, paths: program.args });
const problems = stepProblems(run, { interfacePhrases: interfaceDependentPhrases(), reasonPhrases: REASON_PHRASES });
for (const problem of problems) console.error(`${problem}\n`);
const scenarios = run.pickles.length;
console.log(verdictLine(problems.length, scenarios));
// Support code loaded for the dry run may keep timers or sockets open; the work is done.
process.exit(problems.length ? 1 : 0);
