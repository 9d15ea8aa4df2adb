/**
 * `npm run openapi`: writes docs/openapi/<interface>.json, OpenAPI 3.1 documents generated from the
 * zod contracts, one per interface (P2P once src/contracts/p2p/index.ts exists). A new operation in
 * any contract table appears without touching this script. `--check` fails when a document is out
 * of date (CI runs it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { loadCatalogue } from '../src/contracts/catalogue.js';
import { openApiDocument } from './lib/openapi.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run openapi')
  .description('generate OpenAPI 3.1 documents of every interface from the zod contracts into docs/openapi/')
  .option('--out <dir>', 'folder of the documents', 'docs/openapi')
  .option('--check', 'write nothing; fail when a document is missing, stale or left over');
withUsageExit(program).parse();
const opts = program.opts<{ out: string; check?: boolean }>();

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const { interfaces, notes } = await loadCatalogue();
for (const note of notes) console.log(`note: ${note}`);
const documents = new Map(interfaces.map((api) => [`${api.id}.json`, `${JSON.stringify(openApiDocument(api, version), null, 2)}\n`]));
const existing = existsSync(opts.out) ? readdirSync(opts.out).filter((f) => f.endsWith('.json')) : [];

if (opts.check) {
  const stale = [...documents].filter(([file, text]) => !existsSync(path.join(opts.out, file)) || readFileSync(path.join(opts.out, file), 'utf8') !== text).map(([file]) => file);
  const leftOver = existing.filter((f) => !documents.has(f));
  if (stale.length || leftOver.length) {
    console.error(`${opts.out} is out of date with src/contracts/ (${[...stale.map((f) => `${f} stale`), ...leftOver.map((f) => `${f} left over`)].join(', ')}): run npm run openapi and commit it`);
    process.exit(1);
  }
  console.log(`${opts.out} is up to date (${[...documents.keys()].join(', ')})`);
} else {
  mkdirSync(opts.out, { recursive: true });
  for (const file of existing) if (!documents.has(file)) rmSync(path.join(opts.out, file));
  for (const [file, text] of documents) writeFileSync(path.join(opts.out, file), text);
  for (const api of interfaces) console.log(`${path.join(opts.out, `${api.id}.json`)}: ${api.title}, ${api.operations.length} operations`);
}
