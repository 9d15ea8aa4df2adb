/**
 * `npm run check:requests`: fails when a request of the last scenario run carried a field its
 * contract (src/contracts/) does not name. Run after the scenarios (npm test, .ci/run): every
 * exchange of every interface the suite made is checked, strictly (zod alone strips such fields).
 * Usage: node --import tsx scripts/check-requests.ts [allure results folder ...]
 *        (default: reports/allure-results and reports/allure-results-remote, those that exist)
 */
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import { loadCatalogue } from '../src/contracts/catalogue.js';
import { checkRequests } from './lib/request-fields.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run check:requests')
  .description('fail when a request of the last scenario run carried a field its contract does not name')
  .argument('[folders...]', 'Allure results folders (default: reports/allure-results and reports/allure-results-remote, those that exist)');
withUsageExit(program).parse();
const given = program.args;
const folders = given.length ? given : ['reports/allure-results', 'reports/allure-results-remote'].filter((f) => existsSync(f));
const missing = folders.filter((f) => !existsSync(f));
if (folders.length === 0 || missing.length) {
  console.error(`no results to check${missing.length ? ` (${missing.join(', ')} missing)` : ''}: run the scenarios first (npm run test:scenarios)`);
  process.exit(2);
}

const { interfaces } = await loadCatalogue();
const { checked, outside, extra } = checkRequests(folders, interfaces);
if (checked === 0) {
  console.error(`no recorded request of any interface in ${folders.join(', ')}: nothing was checked`);
  process.exit(1);
}
if (extra.length) {
  const byField = new Map<string, number>();
  for (const e of extra) byField.set(`${e.operation} ${e.field}`, (byField.get(`${e.operation} ${e.field}`) ?? 0) + 1);
  console.error(`${extra.length} requests carried fields their contract does not name:`);
  for (const [field, count] of byField) console.error(`  ${field} (${count}×)`);
  console.error(`e.g. ${extra[0]!.file}`);
  process.exit(1);
}
console.log(`${checked} requests checked in ${folders.join(', ')}: every field is named by its contract (not checked: ${[...outside].sort().join(', ') || 'none'})`);
