import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { FileSystemWriter } from 'allure-js-commons/sdk/reporter';
import { PlainResultsWriter } from './results-writer.js';

type Writer = PlainResultsWriter | FileSystemWriter;

/** Every kind of file a run writes, through `writer`. */
function writeEveryKind(writer: Writer, source: string): void {
  writer.writeResult({ uuid: 'r-1', name: 'A scenario' } as Parameters<Writer['writeResult']>[0]);
  writer.writeGroup({ uuid: 'g-1', children: ['r-1'], befores: [], afters: [] });
  writer.writeAttachment('a-1-attachment.json', Buffer.from('{"answer":1}'));
  writer.writeAttachmentFromPath('a-2-attachment.png', source);
  writer.writeEnvironmentInfo({ target: 'embedded emulator', 'suite name': 'cardlab = 0.1' });
  writer.writeCategoriesDefinitions([{ name: 'Contract broken', messageRegex: '.*contract.*' }]);
  writer.writeGlobals('x-globals.json', { attachments: [], errors: [] });
}

/** The files of a folder and their contents. */
const contents = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, readFileSync(join(dir, name), 'utf8')]));

test('the results written as plain files are, name for name and byte for byte, what Allure’s own writer writes', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'cardlab-results-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const source = join(root, 'screenshot.png');
  writeFileSync(source, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // Folders not there yet: each writer makes its own.
  writeEveryKind(new FileSystemWriter({ resultsDir: join(root, 'allure') }), source);
  writeEveryKind(new PlainResultsWriter(join(root, 'plain', 'results')), source);
  const plain = contents(join(root, 'plain', 'results'));
  assert.deepEqual(plain, contents(join(root, 'allure')));
  assert.equal(Object.keys(plain).length, 7, 'one file each, no temporary file left');
});
