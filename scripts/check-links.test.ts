/**
 * The link check of `npm run check:docs` refuses a broken link of each kind (a missing file, a
 * missing heading in another page, a missing heading in the same page) and passes the same pages
 * with their links mended.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkLinks } from './check-links.js';

function pages(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-links-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const guide = '# Guide\n\n## Running a shared sandbox\n\nText.\n';
const code = 'export const x = 1;\n';

test('links to existing files, folders and headings pass', async (t) => {
  const readme = '# Readme\n\n## Where to go next\n\n[guide](docs/guide.md#running-a-shared-sandbox), [code](src/x.ts), [docs](docs/), [here](#where-to-go-next), [web](https://example.com/nowhere)\n';
  const dir = pages({ 'README.md': readme, 'docs/guide.md': guide, 'src/x.ts': code });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(await checkLinks(dir), { ok: true, problems: [] });
});

const broken: Array<[what: string, link: string, says: RegExp]> = [
  ['a missing file', '[gone](docs/gone.md)', /^README\.md:3:1: Cannot find file `docs\/gone\.md`/],
  ['a missing heading in another page', '[guide](docs/guide.md#the-old-title)', /^README\.md:3:1: Cannot find heading for `#the-old-title` in `docs\/guide\.md`/],
  ['a missing heading in the page itself', '[here](#nowhere)', /^README\.md:3:1: Cannot find heading for `#nowhere`/],
  ['a moved source file', '[code](src/y.ts)', /^README\.md:3:1: Cannot find file `src\/y\.ts`/],
];

for (const [what, link, says] of broken) {
  test(`${what} is refused, with its file and line`, async (t) => {
    const dir = pages({ 'README.md': `# Readme\n\n${link}\n`, 'docs/guide.md': guide, 'src/x.ts': code });
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const { ok, problems } = await checkLinks(dir);
    assert.equal(ok, false);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0]!, says);
  });
}

test('a broken link in a page under docs/ is found too; node_modules is not read', async (t) => {
  const dir = pages({ 'README.md': '# Readme\n', 'docs/guide.md': `${guide}\n[back](../READ-ME.md)\n`, 'node_modules/x/readme.md': '[gone](nowhere.md)\n' });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { ok, problems } = await checkLinks(dir);
  assert.equal(ok, false);
  assert.deepEqual(problems.map((p) => p.split(':')[0]), ['docs/guide.md']);
});
