/**
 * The custom parameter types of the step library ({actor}, {money}…), defined for cucumber and kept
 * in a list as well: the interface check matches step texts against phrases with them
 * (support/interface.ts), which cucumber's own registry does not offer to support code.
 */
import { defineParameterType } from '@cucumber/cucumber';
import { ExpressionFactory, ParameterType, ParameterTypeRegistry, type Expression } from '@cucumber/cucumber-expressions';

export interface ParameterTypeDefinition<T> {
  readonly name: string;
  readonly regexp: RegExp;
  readonly transformer: (text: string) => T;
  /** Whether cucumber may guess this type in the snippet of an undefined step (default true). */
  readonly useForSnippets?: boolean;
}

const defined: ParameterTypeDefinition<unknown>[] = [];

/** Defines a parameter type for cucumber and records it. */
export function parameterType<T>(definition: ParameterTypeDefinition<T>): void {
  defineParameterType(definition);
  defined.push(definition);
}

/** Phrases (cucumber expressions or regular expressions) compiled with the suite's parameter types, to match step texts. */
export function compilePhrases(patterns: ReadonlyArray<string | RegExp>): Expression[] {
  const registry = new ParameterTypeRegistry();
  for (const d of defined) registry.defineParameterType(new ParameterType(d.name, d.regexp, null, (text: string) => text, d.useForSnippets ?? true, false));
  const factory = new ExpressionFactory(registry);
  return patterns.map((pattern) => factory.createExpression(pattern));
}
