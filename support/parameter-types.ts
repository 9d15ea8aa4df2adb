/**
 * How the step library's parameter types ({actor}, {money}…) are defined: for cucumber, and kept in
 * a list as well, because the interface check matches step texts against phrases with them
 * (support/interface.ts) and cucumber's own registry does not offer that to support code. The types
 * themselves are all in support/parameters.ts; this module loads nothing of the suite, so that the
 * World can match phrases without loading the tasks the types are made from.
 */
import { defineParameterType } from '@cucumber/cucumber';
import { ExpressionFactory, ParameterType, ParameterTypeRegistry, type Expression } from '@cucumber/cucumber-expressions';

export interface ParameterTypeDefinition<T> {
  readonly name: string;
  readonly regexp: RegExp;
  readonly transformer: (text: string) => T;
  /**
   * Whether cucumber may guess this type in the snippet of an undefined step. Off unless asked for:
   * a type made of words ("paid", "daily") would turn those words of any new phrase into parameters.
   */
  readonly useForSnippets?: boolean;
}

const defined: ParameterTypeDefinition<unknown>[] = [];

/** Defines a parameter type for cucumber and records it. */
export function parameterType<T>(definition: ParameterTypeDefinition<T>): void {
  const complete = { ...definition, useForSnippets: definition.useForSnippets ?? false };
  defineParameterType(complete);
  defined.push(complete);
}

/** Phrases (cucumber expressions or regular expressions) compiled with the suite's parameter types, to match step texts. */
export function compilePhrases(patterns: ReadonlyArray<string | RegExp>): Expression[] {
  const registry = new ParameterTypeRegistry();
  for (const d of defined) registry.defineParameterType(new ParameterType(d.name, d.regexp, null, (text: string) => text, d.useForSnippets, false));
  const factory = new ExpressionFactory(registry);
  return patterns.map((pattern) => factory.createExpression(pattern));
}
