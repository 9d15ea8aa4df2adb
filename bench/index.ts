/** `npm run bench`: every bench in turn; results in reports/bench.json. Exits 1 when a target is missed. */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { benchGenerators } from './generators.js';

const generators = await benchGenerators();
const report = { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, generators };
await mkdir('reports', { recursive: true });
await writeFile('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('written: reports/bench.json');
if (!generators.targetsMet) {
  console.error('a target was missed (see the table above)');
  process.exitCode = 1;
}
