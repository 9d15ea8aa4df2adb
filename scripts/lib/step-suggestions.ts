/**
 * The catalogued phrases nearest to a step nobody defined, for `npm run test:steps`. cucumber's
 * snippet guesses parameter types from the words (any capitalised word becomes an {actor}); a
 * typo is better answered with the phrases that exist.
 *
 * Distance is counted in words: a word of the phrase against a word of the text costs its share of
 * changed characters (0 to 1), an extra word of the text 1, a word of the phrase the text left out
 * 0.6, and a parameter ({actor}, {money}, a regular expression's group) takes the words its type
 * matches for nothing ("10.00 EUR" for {money}), other words for a word's worth; a group such as
 * (.+) takes one word for nothing and each further word for 0.3.
 */
import { editDistance } from '../../support/closest.js';

type Token =
  | { readonly kind: 'word'; readonly words: readonly string[] }
  | { readonly kind: 'parameter'; readonly name: string | undefined; readonly suffix: string }
  /** One of several wordings, each of one or more words: a regular expression's (a|b c). */
  | { readonly kind: 'choice'; readonly wordings: ReadonlyArray<readonly string[]> };

/** The phrase as words, alternatives (her/his/their, transfer(s), (a|b)) and parameters. */
export function tokensOf(phrase: string, regular: boolean): Token[] {
  const choices: string[][][] = [];
  const text = regular
    ? phrase
        .replace(/^\^|\$$/g, '')
        .replace(/\((?:\?:)?([^()]*)\)/g, (_, body: string) => {
          // A group of plain wordings is a choice; any other (\w+, .+, [^"]+) takes what the step says.
          if (/[\\[\]*+?.{}^$]/.test(body)) return '{}';
          choices.push(body.split('|').map((w) => w.toLowerCase().split(/\s+/).filter(Boolean)));
          return `\uE000${choices.length - 1}\uE000`;
        })
        .replace(/\\(.)/g, '$1')
    : phrase;
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word): Token => {
      const choice = /^\uE000(\d+)\uE000$/.exec(word);
      if (choice) return { kind: 'choice', wordings: choices[Number(choice[1])]! };
      const parameter = /\{([^}]*)\}(.*)$/.exec(word);
      if (parameter) return { kind: 'parameter', name: regular ? undefined : parameter[1], suffix: (parameter[2] ?? '').replace(/\uE000\d+\uE000/g, '').toLowerCase() };
      if (word.includes('\uE000')) return { kind: 'parameter', name: undefined, suffix: '' };
      const optional = /^(.*)\((\w+)\)(.*)$/.exec(word);
      const forms = optional ? [`${optional[1]}${optional[3]}`, `${optional[1]}${optional[2]}${optional[3]}`] : word.split('/');
      return { kind: 'word', words: forms.map((w) => w.toLowerCase()) };
    });
}

/** A word the text has and the phrase has not; a word of the phrase the text left out (shorter texts are the usual slip); each word past the first that a parameter takes. */
const EXTRA_WORD = 1;
const MISSING_WORD = 0.6;
const LONGER_VALUE = 0.3;

const wordCost = (word: string, forms: readonly string[]) => Math.min(...forms.map((f) => editDistance(word, f) / Math.max(word.length, f.length, 1)));

/** What the built-in parameter types match; the suite's own come from the dry run. */
const BUILT_IN: Readonly<Record<string, RegExp>> = { int: /-?\d+/, float: /-?\d*\.?\d+/, word: /[^\s]+/, string: /"[^"]*"|'[^']*'/, bigdecimal: /-?\d*\.?\d+/, double: /-?\d*\.?\d+/ };

/** What `count` words cost a parameter: nothing for one word it matches, 0.3 for each further word, a word's worth when its type would not match them. */
function parameterCost(original: readonly string[], token: Extract<Token, { kind: 'parameter' }>, types: ReadonlyMap<string, RegExp>): number {
  const last = original.at(-1)!.toLowerCase();
  const extra = (original.length - 1) * LONGER_VALUE;
  if (!last.endsWith(token.suffix)) return extra + 1;
  const pattern = token.name === undefined || token.name === '' ? undefined : (types.get(token.name) ?? BUILT_IN[token.name]);
  if (!pattern) return extra;
  const value = original.join(' ').slice(0, token.suffix ? -token.suffix.length : undefined);
  return new RegExp(`^(?:${pattern.source})$`).test(value) ? 0 : extra + 1;
}

/** How far a step text is from a phrase, in words; `types` are the parameter types' patterns by name. */
export function phraseDistance(text: string, phrase: string, regular = false, types: ReadonlyMap<string, RegExp> = new Map()): number {
  const original = text.split(/\s+/).filter(Boolean);
  const words = original.map((w) => w.toLowerCase());
  const tokens = tokensOf(phrase, regular);
  // cost[i][j]: the first i words of the text against the first j tokens of the phrase.
  const cost = Array.from({ length: words.length + 1 }, () => new Array<number>(tokens.length + 1).fill(Number.POSITIVE_INFINITY));
  cost[0]![0] = 0;
  for (let i = 0; i <= words.length; i += 1) {
    for (let j = 0; j <= tokens.length; j += 1) {
      const here = cost[i]![j]!;
      if (here === Number.POSITIVE_INFINITY) continue;
      const relax = (a: number, b: number, c: number) => {
        if (c < cost[a]![b]!) cost[a]![b] = c;
      };
      if (i < words.length) relax(i + 1, j, here + EXTRA_WORD);
      if (j < tokens.length) relax(i, j + 1, here + MISSING_WORD);
      const token = tokens[j];
      if (!token || i === words.length) continue;
      if (token.kind === 'word') relax(i + 1, j + 1, here + wordCost(words[i]!, token.words));
      else if (token.kind === 'choice') {
        for (const wording of token.wordings) {
          if (i + wording.length <= words.length) relax(i + wording.length, j + 1, here + wording.reduce((sum, w, n) => sum + wordCost(words[i + n]!, [w]), 0));
        }
      } else for (let k = i + 1; k <= words.length; k += 1) relax(k, j + 1, here + parameterCost(original.slice(i, k), token, types));
    }
  }
  return cost[words.length]![tokens.length]!;
}

export interface Phrase {
  readonly phrase: string;
  readonly regular: boolean;
  /** Where it is defined, file:line. */
  readonly source: string;
}

/** The `count` phrases nearest to a step text, nearest first (ties in catalogue order). */
export function nearestPhrases(text: string, phrases: readonly Phrase[], types: ReadonlyMap<string, RegExp> = new Map(), count = 3): Phrase[] {
  return phrases
    .map((p, index) => ({ p, index, d: phraseDistance(text, p.phrase, p.regular, types) }))
    .sort((a, b) => a.d - b.d || a.index - b.index)
    .slice(0, count)
    .map((x) => x.p);
}
