/**
 * Allure's results written as plain files. allure-js-commons' own FileSystemWriter writes each file
 * under a temporary name, fsyncs it and renames it (durable and atomic, for a reader that watches
 * the folder while the run goes on), and makes sure of the folder before each file. Nothing reads a
 * run's results before it ends: the report, the secret check and the nightly's trend read them
 * afterwards, and a run cut short is run again, not recovered, so no fsync. The fsync of each of
 * the 17,000 files of a scenario run held the cucumber process for about 9 s of its 65 (a CPU
 * profile of `npm run test:scenarios`, docs/performance.md "npm test's time"). A result or a
 * container is still written under another name and renamed, so that a run killed mid-write leaves
 * no JSON cut short for the report to read; an attachment is written as it is.
 */
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResult, TestResultContainer } from 'allure-js-commons';
import { stringifyEnvInfo, type Writer } from 'allure-js-commons/sdk/reporter';

type EnvironmentInfo = Parameters<Writer['writeEnvironmentInfo']>[0];
type Category = Parameters<Writer['writeCategoriesDefinitions']>[0][number];
type Globals = Parameters<Writer['writeGlobals']>[1];

export class PlainResultsWriter implements Writer {
  #made = false;

  constructor(private readonly dir: string) {}

  writeResult(result: TestResult): void {
    this.writeWhole(`${result.uuid}-result.json`, JSON.stringify(result));
  }

  writeGroup(group: TestResultContainer): void {
    this.writeWhole(`${group.uuid}-container.json`, JSON.stringify(group));
  }

  writeAttachment(name: string, content: Buffer): void {
    writeFileSync(this.path(name), content);
  }

  writeAttachmentFromPath(name: string, from: string): void {
    copyFileSync(from, this.path(name));
  }

  writeEnvironmentInfo(info: EnvironmentInfo): void {
    writeFileSync(this.path('environment.properties'), stringifyEnvInfo(info));
  }

  writeCategoriesDefinitions(categories: Category[]): void {
    this.writeWhole('categories.json', JSON.stringify(categories));
  }

  writeGlobals(name: string, globals: Globals): void {
    this.writeWhole(name, JSON.stringify(globals));
  }

  /** A JSON file the report parses: written under a name the report does not read, then renamed. */
  private writeWhole(name: string, json: string): void {
    const path = this.path(name);
    writeFileSync(`${path}.part`, json);
    renameSync(`${path}.part`, path);
  }

  /** The folder is made once, with the first file: the run's scripts empty it before the run, never during it. */
  private path(name: string): string {
    if (!this.#made) mkdirSync(this.dir, { recursive: true });
    this.#made = true;
    return join(this.dir, name);
  }
}
