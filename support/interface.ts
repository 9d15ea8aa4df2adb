/**
 * Which interface a scenario is about. Some phrases mean different things on each interface ("has a
 * virtual card" issues it through v1 or v2; "the request is refused because …" reads a responseCode
 * or an HTTP status), so the interface must be said, never guessed:
 *
 * 1. the feature's folder: features/v1/, features/v2/, features/ecom/ or features/p2p/;
 * 2. outside those folders, the one interface tag on the feature (@v1, @v2, @ecom, @p2p);
 * 3. without one, the one interface tag on the scenario (or its Rule);
 * 4. or the steps say it themselves ("issued through Card Management v2"), and then no phrase of the
 *    scenario depends on it.
 *
 * Other interface tags on a scenario say that it also uses that interface (the target must offer
 * it). A scenario that uses one of INTERFACE_PHRASES and has no interface by these rules, or whose
 * folder and feature tags disagree, fails before it calls anything, saying what to add.
 * `npm run test:steps` finds the same problems without running anything.
 */
import type { ITestCaseHookParameter } from '@cucumber/cucumber';
import type { Expression } from '@cucumber/cucumber-expressions';
import { lineOf } from './gherkin.js';
import { compilePhrases } from './parameter-types.js';
import { REFUSED_BECAUSE, TRANSFER_DECLINED_BECAUSE } from './reasons/index.js';

/** The interfaces a scenario can be about. Card-management facts (cards, balances) of @ecom and @p2p scenarios go through v2. */
export type Api = 'v1' | 'v2' | 'ecom' | 'p2p';
export const APIS: readonly Api[] = ['v1', 'v2', 'ecom', 'p2p'];

const TAGS = APIS.map((api) => `@${api}`);
const HOW_TO_SAY_IT =
  'put the feature file under features/v1/, features/v2/, features/ecom/ or features/p2p/; or tag the feature with one of @v1, @v2, @ecom, @p2p; ' +
  'or use phrases that name the interface ("… issued through Card Management v2") (README: "How a scenario\'s interface is decided")';

/**
 * The phrases whose meaning depends on the scenario's interface, exactly as the step files define
 * them (kept here, not wrapped in the step files, so that editors still read the phrases there).
 * Both ways of forgetting one fail: `npm run test:steps` reports a phrase here that no step
 * defines, and the World refuses the interface to a step whose phrase is not here.
 */
export const INTERFACE_PHRASES: ReadonlyArray<string | RegExp> = [
  // steps/cards.ts: a card is issued, blocked and read through the scenario's interface.
  '{actor} has a virtual card',
  '{actor} and {actor} each have a virtual card',
  '{actor} is issued a virtual card',
  '{actor} has blocked her/his/their card',
  '{actor} blocks her/his/their card',
  '{actor} unblocks her/his/their card',
  '{actor} tries to block her/his/their card',
  '{actor} tries to unblock her/his/their card',
  "{actor}'s card is active",
  "{actor}'s card is blocked",
  // steps/ledger.ts and steps/transfers.ts: money moves and balances.
  "{actor}'s card is topped up with {money}",
  "someone tries to top up {actor}'s card with {money}",
  'the top-up is approved',
  "{actor}'s card has a balance of {money}",
  '{actor} transfers {money} to {actor}',
  '{actor} transfers {money} to {actor} {int} times',
  '{actor} has transferred {money} to {actor}',
  '{actor} tries to transfer {money} to {actor}',
  '{actor} has tried to transfer {money} to {actor}',
  '{actor} tries to transfer {money} to {actor} giving the wrong expiry date',
  '{actor} tries to transfer {money} to {actor} giving last month as the expiry date',
  'the transfer is approved',
  TRANSFER_DECLINED_BECAUSE,
  // A card the card system does not have: v1 refuses the request, v2 declines the movement.
  'someone tries to top up a card that does not exist with {money}',
  'someone tries to transfer {money} from a card that does not exist to {actor}',
  '{actor} tries to transfer {money} to a card that does not exist',
  // steps/refusals.ts: a refusal reads as a responseCode, an HTTP status or an errorCode.
  REFUSED_BECAUSE,
];

let compiled: Expression[] | undefined;

/** The sources of INTERFACE_PHRASES, as cucumber reports step definitions' patterns. */
export function interfaceDependentPhrases(): Set<string> {
  return new Set(INTERFACE_PHRASES.map((p) => (typeof p === 'string' ? p : p.source)));
}

/** Whether a step text matches one of INTERFACE_PHRASES (the parameter types must be defined by then). */
export function dependsOnInterface(text: string): boolean {
  compiled ??= compilePhrases(INTERFACE_PHRASES);
  return compiled.some((expression) => expression.match(text) !== null);
}

export interface InterfaceDecision {
  /** Undefined when nothing says it (fine, as long as no phrase of the scenario depends on it). */
  readonly api: Api | undefined;
  /** What said it, for messages: "its folder features/v1/", "the feature's tag @v1". */
  readonly by?: string | undefined;
  /** The folder and the feature's tags disagree: wrong whatever the steps. */
  readonly conflict?: string | undefined;
  /** Several interface tags and no folder: a problem only for a scenario with a phrase that depends on the interface. */
  readonly ambiguity?: string | undefined;
}

const apisOf = (tags: readonly string[]) => APIS.filter((api) => tags.includes(`@${api}`));
const tagList = (apis: readonly Api[]) => apis.map((api) => `@${api}`).join(' and ');

/** The rules above, from the feature file's path, the feature's tags and the scenario's own tags (Rule and Examples included). */
export function decideInterface(uri: string, featureTags: readonly string[], scenarioTags: readonly string[]): InterfaceDecision {
  const folder = /(?:^|\/)features\/(v1|v2|ecom|p2p)\//.exec(uri.replaceAll('\\', '/'))?.[1] as Api | undefined;
  const onFeature = apisOf(featureTags);
  if (folder) {
    if (onFeature.length > 0 && !onFeature.includes(folder)) {
      return { api: undefined, conflict: `its folder features/${folder}/ says ${folder}, but the feature is tagged ${tagList(onFeature)}: tag the feature @${folder} (and the scenarios that also use another interface with its tag), or move the file to the folder of its interface` };
    }
    return { api: folder, by: `its folder features/${folder}/` };
  }
  if (onFeature.length === 1) return { api: onFeature[0], by: `the feature's tag @${onFeature[0]}` };
  if (onFeature.length > 1) {
    return { api: undefined, ambiguity: `the feature is tagged ${tagList(onFeature)} and is not in an interface's folder: move it to the folder of the interface it is about, or keep that one tag on the feature and put the others on the scenarios that also use them` };
  }
  const own = apisOf(scenarioTags);
  if (own.length === 1) return { api: own[0], by: `the scenario's tag @${own[0]}` };
  if (own.length > 1) return { api: undefined, ambiguity: `the scenario is tagged ${tagList(own)} and is not in an interface's folder: move the file to the folder of the interface it is about, or tag the feature with it (the scenario keeps the tags of the others it also uses)` };
  return { api: undefined };
}

type Pickle = ITestCaseHookParameter['pickle'];
type GherkinDocument = ITestCaseHookParameter['gherkinDocument'];

export interface ScenarioInterface extends InterfaceDecision {
  /** Ids of the pickle steps whose phrase depends on the interface. */
  readonly dependentSteps: ReadonlySet<string>;
  /** Why the scenario cannot run, in words that say what to add; undefined when it can. */
  readonly problem?: string | undefined;
}

/**
 * The interface of one scenario and the problem with it, if any. `uses` says whether a pickle step
 * depends on the interface: by default its text is matched against the declared phrases; the dry
 * run passes what it knows from the step definitions cucumber matched.
 */
export function scenarioInterface(pickle: Pickle, document: GherkinDocument, uses: (step: Pickle['steps'][number]) => boolean = (step) => dependsOnInterface(step.text)): ScenarioInterface {
  const featureTags = (document.feature?.tags ?? []).map((t) => t.name);
  const scenarioTags = pickle.tags.map((t) => t.name).filter((t) => !featureTags.includes(t) && TAGS.includes(t));
  const decision = decideInterface(pickle.uri, featureTags, scenarioTags);
  const dependent = pickle.steps.filter(uses);
  const dependentSteps = new Set(dependent.map((s) => s.id));
  const where = `Scenario "${pickle.name}" (${pickle.uri}:${lineOf(document, pickle.astNodeIds[0])})`;
  if (decision.conflict) return { ...decision, dependentSteps, problem: `${where} is ambiguous about its interface: ${decision.conflict}.` };
  if (decision.api || dependent.length === 0) return { ...decision, dependentSteps };
  const steps = dependent.map((s) => `\n  line ${lineOf(document, s.astNodeIds[0])}: ${s.text}`).join('');
  const problem = decision.ambiguity
    ? `${where} is ambiguous about its interface, and these steps mean something different on each:${steps}\n${decision.ambiguity}.`
    : `${where} does not say which interface it is about, and these steps mean something different on each:${steps}\nSay it: ${HOW_TO_SAY_IT}.`;
  return { ...decision, dependentSteps, problem };
}

/**
 * The scenario's interface as the World hands it out: to a step whose phrase depends on it (the
 * Before hook decided it, a hook before each step says which step runs), or to a phrase that names
 * its own interface (through()). Any other step that asks fails: a scenario without an interface
 * is only stopped before its first call when INTERFACE_PHRASES lists every phrase that depends on it.
 */
export class InterfaceOfScenario {
  #decided: ScenarioInterface | undefined;
  #named: Api | undefined;
  #stepDepends = false;

  /** What the Before hook decided (undefined before it ran). */
  get decided(): ScenarioInterface | undefined {
    return this.#decided;
  }

  decide(scenario: ScenarioInterface): void {
    this.#decided = scenario;
  }

  /** Before each step: whether its phrase depends on the interface. */
  enterStep(pickleStepId: string): void {
    this.#stepDepends = this.#decided?.dependentSteps.has(pickleStepId) ?? false;
  }

  get api(): Api {
    if (this.#named) return this.#named;
    if (!this.#stepDepends) throw new Error("this step reads the scenario's interface, but its phrase is not in INTERFACE_PHRASES (support/interface.ts): add it there");
    const api = this.#decided?.api;
    if (!api) throw new Error(this.#decided?.problem ?? "the scenario's interface was not decided: the Before hook that decides it did not run");
    return api;
  }

  /** Runs `work` with the interface a phrase names ("… through Card Management v2"), over the scenario's. */
  async through<T>(api: Api, work: () => Promise<T>): Promise<T> {
    const before = this.#named;
    this.#named = api;
    try {
      return await work();
    } finally {
      this.#named = before;
    }
  }
}
