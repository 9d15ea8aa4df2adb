/**
 * The step catalogue (docs/steps.md, docs/steps.json) from the messages of a dry run: every step
 * definition with its phrase, its parameters, whether its meaning depends on the scenario's
 * interface, and one real use taken from the feature files, grouped by business topic. The output
 * depends only on the code and the features, so a stale copy can be detected by generating it again.
 */
import type { Envelope } from '@cucumber/messages';

export interface StepUse {
  readonly text: string;
  readonly uri: string;
  readonly line: number;
  readonly table?: ReadonlyArray<readonly string[]> | undefined;
  readonly docString?: string | undefined;
}

export interface StepEntry {
  readonly topic: string;
  readonly keyword: string;
  readonly phrase: string;
  readonly regular: boolean;
  readonly uri: string;
  readonly line: number;
  readonly parameters: readonly string[];
  /** The phrase means something different on each interface (support/interface.ts). */
  readonly dependsOnInterface: boolean;
  readonly example?: StepUse | undefined;
}

/**
 * Business topics, in the order the catalogue shows them, and the step files of each (a step file
 * is one domain concept). A new step file needs its topic here: the catalogue refuses to guess.
 */
export const TOPICS: ReadonlyArray<{ readonly topic: string; readonly about: string; readonly files: readonly string[] }> = [
  { topic: 'Cardholders and customers', about: 'the people of a scenario, registered through v2 (cardholders) or v1 (customers)', files: ['cardholders', 'customers', 'customer-details'] },
  { topic: 'Cards', about: 'issuing, blocking, reissuing; PIN, security code and services', files: ['cards', 'card-states', 'card-security', 'card-naming', 'virtual-cards', 'pin-choices', 'unknown-parties'] },
  { topic: 'Accounts and restrictions', about: "holds, a card account's restriction status, allowed beneficiaries and merchant categories", files: ['accounts', 'account-inquiries'] },
  { topic: 'Limits', about: 'spending limits (v2) and the card system\'s limits, cycles and exceptions (v1)', files: ['limits', 'limit-changes'] },
  { topic: 'Money', about: 'top-ups, transfers, credits, debits, balances, the ledger and the transaction history', files: ['ledger', 'transfers', 'history', 'history-records'] },
  { topic: 'Merchants and terminals', about: 'the sandbox merchant of the card system, its terminals, payment orders and keys', files: ['merchants', 'atm-devices'] },
  { topic: 'Orders', about: 'e-commerce gateway orders: register, pay, capture, reverse, refund; the payment page; sessions; child merchants', files: ['orders', 'order-changes', 'order-reports', 'payment-page', 'payment-page-rules', 'gateway-answers', 'sessions', 'child-merchants', 'card-checks'] },
  { topic: 'Stored credentials', about: 'stored cards of three kinds and the transaction initiator (tii)', files: ['bindings'] },
  { topic: 'P2P', about: 'the P2P gateway: transfers, funding and payout, stored cards, field rules', files: ['p2p', 'p2p-funding', 'p2p-stored', 'p2p-issuers', 'p2p-fields', 'p2p-features', 'p2p-protocol', 'p2p-page', 'p2p-answers', 'p2p-languages', 'payer-devices'] },
  { topic: '3-D Secure', about: 'frictionless and challenge flows on the gateway and on P2P, in the browser', files: ['three-ds', 'p2p-three-ds', 'enrollment'] },
  { topic: 'Callbacks', about: "the gateway's notifications to the merchant's server", files: ['callbacks', 'card-present'] },
  { topic: 'Refusals', about: 'a request refused, for a reason listed per interface at the end', files: ['refusals'] },
  { topic: 'Across interfaces, access and time', about: "steps that name their interface, credentials, the clock and the merchant's settings (@emulator-only)", files: ['interfaces', 'authentication', 'clock', 'merchant-settings'] },
];

/** The topic of a step file; an unknown file is an error naming what to add. */
export function topicOf(uri: string): string {
  const name = uri.replace(/^.*\//, '').replace(/\.ts$/, '');
  const found = TOPICS.find((t) => t.files.includes(name));
  if (!found) throw new Error(`${uri} has no business topic: add '${name}' to one of TOPICS in scripts/lib/steps-catalogue.ts`);
  return found.topic;
}

export interface Catalogue {
  readonly steps: readonly StepEntry[];
  /** The suite's own parameter types and the regular expressions they match. */
  readonly parameterTypes: ReadonlyArray<{ readonly name: string; readonly regexps: readonly string[] }>;
}

/** What cucumber's built-in parameter types match, in words. */
export const BUILT_IN: Readonly<Record<string, string>> = {
  int: 'a whole number, e.g. 3',
  float: 'a decimal number, e.g. 2.5',
  word: 'one word without spaces',
  string: 'text in quotes, e.g. "PLATINUM METAL"',
  '': 'anything',
};

/** Reads the step definitions and their first use (by feature path and line) from dry-run messages. */
export function collectCatalogue(envelopes: Iterable<Envelope>, sourceLine: (uri: string, line: number) => string, interfacePhrases: ReadonlySet<string> = new Set()): Catalogue {
  const definitions: Envelope['stepDefinition'][] = [];
  const parameterTypes: Array<{ name: string; regexps: string[] }> = [];
  const gherkinSteps = new Map<string, { line: number }>();
  const pickleSteps = new Map<string, { uri: string; step: NonNullable<Envelope['pickle']>['steps'][number] }>();
  const uses = new Map<string, StepUse[]>();
  for (const e of envelopes) {
    if (e.stepDefinition) definitions.push(e.stepDefinition);
    if (e.parameterType) parameterTypes.push({ name: e.parameterType.name, regexps: [...e.parameterType.regularExpressions] });
    if (e.gherkinDocument) collectGherkinSteps(e.gherkinDocument, gherkinSteps);
    if (e.pickle) for (const step of e.pickle.steps) pickleSteps.set(step.id, { uri: e.pickle.uri, step });
    for (const testStep of e.testCase?.testSteps ?? []) {
      const used = testStep.pickleStepId ? pickleSteps.get(testStep.pickleStepId) : undefined;
      if (!used || testStep.stepDefinitionIds?.length !== 1) continue;
      const line = gherkinSteps.get(used.step.astNodeIds[0] ?? '')?.line ?? 0;
      const argument = used.step.argument;
      const use: StepUse = { text: used.step.text, uri: used.uri, line, table: argument?.dataTable?.rows.map((r) => r.cells.map((c) => c.value)), docString: argument?.docString?.content };
      const id = testStep.stepDefinitionIds[0]!;
      uses.set(id, [...(uses.get(id) ?? []), use]);
    }
  }
  const steps = definitions.flatMap((d) => {
    if (!d) return [];
    const uri = d.sourceReference.uri ?? '';
    const line = d.sourceReference.location?.line ?? 0;
    const regular = String(d.pattern.type) === 'REGULAR_EXPRESSION';
    const example = (uses.get(d.id) ?? []).sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line)[0];
    const keyword = /\b(Given|When|Then)\s*\(/.exec(sourceLine(uri, line))?.[1] ?? 'Step';
    const parameters = regular ? [] : [...new Set([...d.pattern.source.matchAll(/(?<!\\)\{([^}]*)\}/g)].map((m) => m[1]!))];
    return [{ topic: topicOf(uri), keyword, phrase: d.pattern.source, regular, uri, line, parameters, dependsOnInterface: interfacePhrases.has(d.pattern.source), example }];
  });
  // By topic, then by the order of the topic's files, then as each file defines them.
  const files = TOPICS.flatMap((t) => t.files);
  const order = (uri: string) => files.indexOf(uri.replace(/^.*\//, '').replace(/\.ts$/, ''));
  steps.sort((a, b) => order(a.uri) - order(b.uri) || a.line - b.line);
  parameterTypes.sort((a, b) => a.name.localeCompare(b.name));
  return { steps, parameterTypes };
}

function collectGherkinSteps(document: NonNullable<Envelope['gherkinDocument']>, into: Map<string, { line: number }>): void {
  type Child = NonNullable<NonNullable<typeof document.feature>['children']>[number];
  const visit = (children: readonly Child[]) => {
    for (const child of children) {
      for (const step of child.background?.steps ?? child.scenario?.steps ?? []) into.set(step.id, { line: step.location.line });
      if (child.rule) visit(child.rule.children);
    }
  };
  visit(document.feature?.children ?? []);
}
