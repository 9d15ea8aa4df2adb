/**
 * Links between the repository's markdown files: every relative link must name a file or folder
 * that exists, and every anchor (`#a-heading`, `other.md#a-heading`) a heading of that page.
 * remark-validate-links does the checking; unified-engine runs it over every file at once, which is
 * what lets it check anchors in other pages (one file at a time, it checks only its own headings).
 * Links to the web are not followed: the check runs offline. Part of `npm run check:docs`.
 * Usage: node --import tsx scripts/check-links.ts [folder]   (default: the repository)
 */
import { Command } from 'commander';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { type Context, engine, type Options } from 'unified-engine';

// What a run writes or installs, and generated pages of another tool's writing, are not the docs.
const NOT_DOCS = ['node_modules/', 'reports/', '.cardlab/', '.git/'];

export interface LinkCheck {
  ok: boolean;
  /** One line per broken link: file, line and column, and what is missing. */
  problems: string[];
}

export async function checkLinks(root: string): Promise<LinkCheck> {
  const files = await new Promise<Context['files']>((resolve, reject) =>
    engine(
      {
        processor: remark(),
        cwd: root,
        files: ['.'],
        extensions: ['md'],
        ignorePatterns: NOT_DOCS,
        // No Git remote is needed: links are checked against the files under root. The plugin is
        // typed for remark's tree, the engine's list for any tree: the same thing at run time.
        plugins: [[remarkValidateLinks, { repository: false, root }]] as unknown as Options['plugins'],
        out: false,
        output: false,
        // The engine's own report is not printed: the problems are told below, one line each.
        streamError: new PassThrough().resume(),
      },
      (error, _code, context) => (error ? reject(error) : resolve(context?.files ?? [])),
    ),
  );
  const problems = files.flatMap((file) =>
    file.messages.map((m) => `${path.relative(root, path.resolve(file.cwd, file.path))}:${m.line ?? 1}:${m.column ?? 1}: ${m.reason}`),
  );
  return { ok: problems.length === 0, problems };
}

async function main(): Promise<void> {
  const program = new Command('node --import tsx scripts/check-links.ts')
    .description('check that every relative link and anchor of every markdown file resolves')
    .argument('[folder]', 'the tree to check', '.')
    .parse();
  const root = path.resolve(program.args[0] ?? '.');
  const { ok, problems } = await checkLinks(root);
  if (!ok) {
    console.error(`broken links in the markdown files:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('every relative link and anchor of the markdown files resolves');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
