/**
 * zod's compiled parsers (`z.compile`), flattened. The code zod generates for an object wraps the
 * check of every optional field in an arrow function called at once (`let v2 = (() => { … })();`):
 * a v1 p2pTransfer request makes 68 closures per parse, each compiled lazily on its first call, and
 * the whole parser is too large for V8 to inline them away. Each such call becomes a labelled
 * block (`let v2; L0: { … }`) whose `return x;` becomes `{ v2 = x; break L0; }`: the same
 * statements in the same order, without a function. A p2pTransfer request then parses in a sixth of
 * the time (docs/performance.md).
 *
 * The contracts stay the single source: the code is zod's own, generated from them, and rewritten
 * line by line. Anything the rewrite does not recognise leaves zod's code as it was; a parse the
 * fast path refuses still falls back to zod's ordinary parser, so refusals keep their messages.
 */
import { z } from 'zod';

/** `let v2 = (() => {`, or `v4 = (() => {` after an `if (v4 === INVALID) ` (a union's next option). */
const OPENING = /^(\s*)(if \(v\d+ === INVALID\) )?(?:let (v\d+)|(v\d+)) = \(\(\) => \{$/;
const CLOSING = /^(\s*)\}\)\(\);$/;
const RETURN = /^(.*?)\breturn ([^;]*);$/;
/** The first line of the factory zod builds: the parser itself, whose own returns stay. */
const PARSER = 'return (input) => {';

/**
 * zod's generated parser with its immediately called arrow functions turned into labelled blocks;
 * undefined when any line is not of a shape the rewrite knows (the code is then used as it is).
 */
export function flattenParser(code: string): string | undefined {
  const lines = code.split('\n');
  const out: string[] = [];
  const open: { target: string; label: string; indent: string }[] = [];
  let labels = 0;
  for (const [i, line] of lines.entries()) {
    if (i === 0 && line === PARSER) {
      out.push(line);
      continue;
    }
    const opening = OPENING.exec(line);
    if (opening) {
      const [, indent = '', condition = '', declared, assigned] = opening;
      const label = `L${labels++}`;
      if (declared !== undefined && condition) return undefined;
      if (declared !== undefined) out.push(`${indent}let ${declared};`, `${indent}${label}: {`);
      else out.push(`${indent}${condition}${label}: {`);
      open.push({ target: (declared ?? assigned)!, label, indent });
      continue;
    }
    const closing = CLOSING.exec(line);
    if (closing) {
      const block = open.pop();
      if (!block || closing[1] !== block.indent) return undefined;
      // Falling off the end of the function gave undefined.
      out.push(`${block.indent}  ${block.target} = undefined;`, `${block.indent}}`);
      continue;
    }
    // Any other function, or a call of one, is a shape this rewrite does not know.
    if (line.includes('=>') || line.includes('function') || line.includes(')()')) return undefined;
    const block = open.at(-1);
    if (block && /\breturn\b/.test(line)) {
      const ret = RETURN.exec(line);
      if (!ret || /\breturn\b/.test(ret[1]!)) return undefined;
      out.push(`${ret[1]}{ ${block.target} = ${ret[2]}; break ${block.label}; }`);
      continue;
    }
    out.push(line);
  }
  return open.length === 0 ? out.join('\n') : undefined;
}

/** How many of the functions zod generated for a schema were flattened, and how many were left as they were. */
export interface Flattening {
  flattened: number;
  kept: number;
}

/**
 * `z.compile(schema)` with every function zod generates for it flattened. zod builds them with
 * `new Function(...constants, code)`; for the length of this synchronous call the global `Function`
 * hands the code through `flattenParser` first (the generated code is only reachable there).
 */
export function compileFlat<S extends z.ZodType>(schema: S, counts: Flattening = { flattened: 0, kept: 0 }): S {
  const Native = globalThis.Function;
  const Flattening = function (...args: string[]): unknown {
    const code = args.pop() ?? '';
    const flat = flattenParser(code);
    if (flat !== undefined) {
      try {
        const made: unknown = Native(...args, flat);
        counts.flattened++;
        return made;
      } catch {
        // Not valid once rewritten: zod's own code below.
      }
    }
    counts.kept++;
    return Native(...args, code);
  };
  globalThis.Function = Flattening as unknown as FunctionConstructor;
  try {
    return z.compile(schema);
  } finally {
    globalThis.Function = Native;
  }
}
