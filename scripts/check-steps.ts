/**
 * `npm run test:steps`: a strict dry run of every scenario that fails on an undefined or ambiguous
 * step. cucumber-js's own --dry-run always exits 0, whatever it finds, so this reads its messages.
 * (Pending steps show only when a step runs; the scenario runs, which are strict, fail on them.)
 */
import { Command } from 'commander';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';

const program = new Command('npm run test:steps')
  .description('dry-run every scenario and fail on undefined or ambiguous steps')
  .option('--profile <name>', 'cucumber profile to dry-run', 'lint')
  .parse();

const { runConfiguration } = await loadConfiguration({ profiles: [program.opts<{ profile: string }>().profile] });
const problems: string[] = [];
const stepTexts = new Map<string, string>();
const testSteps = new Map<string, string>();
const config = { ...runConfiguration, runtime: { ...runConfiguration.runtime, dryRun: true }, formats: { ...runConfiguration.formats, stdout: 'summary' } };
await runCucumber(config, undefined, (envelope) => {
  if (envelope.pickle) for (const step of envelope.pickle.steps) stepTexts.set(step.id, `${envelope.pickle.uri}: ${step.text}`);
  if (envelope.testCase) for (const step of envelope.testCase.testSteps) if (step.pickleStepId) testSteps.set(step.id, step.pickleStepId);
  const finished = envelope.testStepFinished;
  const status = String(finished?.testStepResult.status);
  if (finished && (status === 'UNDEFINED' || status === 'AMBIGUOUS')) {
    problems.push(`${status.toLowerCase()}: ${stepTexts.get(testSteps.get(finished.testStepId) ?? '') ?? finished.testStepId}`);
  }
});
for (const problem of problems) console.error(problem);
console.log(problems.length ? `check-steps: ${problems.length} steps without exactly one definition` : 'check-steps: every step is defined exactly once');
process.exit(problems.length ? 1 : 0);
