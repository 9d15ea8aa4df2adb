/**
 * Every request a run sent, against the contract of its operation: a field the contract does not
 * name is a leak (the harness's own configuration spread into a request toward a target) or a
 * guess. The requests are read back from the exchanges the clients recorded (Allure attachments).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueInterface, CatalogueOperation } from '../../src/contracts/catalogue.js';
import { unknownFields } from '../../src/contracts/unknown-fields.js';

export interface RecordedRequest {
  readonly operation: string;
  readonly request: { readonly method: string; readonly url: string; readonly body?: unknown };
}

export interface ExtraField {
  readonly operation: string;
  /** `body.<path>` or `query.<name>`. */
  readonly field: string;
  /** The attachment it was read from. */
  readonly file: string;
}

export interface RequestCheck {
  readonly checked: number;
  /** Operations outside the interface contracts (the emulator's control API, 3-D Secure method pages). */
  readonly outside: ReadonlySet<string>;
  readonly extra: readonly ExtraField[];
}

/** The fields of one request that the contract of its operation does not name. */
export function extraFields(op: CatalogueOperation, request: RecordedRequest['request']): string[] {
  const found: string[] = [];
  // A raw body (a malformed-input scenario) is text on purpose: only objects have fields to check.
  if (op.body && isFields(request.body)) found.push(...unknownFields(op.body, request.body).map((f) => `body.${f}`));
  // The gateway takes userName and password, or a token: a request with both gives away a credential it did not need.
  if (op.id.startsWith('gateway.') && isFields(request.body) && 'token' in request.body && ('userName' in request.body || 'password' in request.body)) found.push('body.token (beside userName/password: one scheme only)');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (Object.keys(query).length) found.push(...(op.query ? unknownFields(op.query, query).map((f) => `query.${f}`) : Object.keys(query).map((f) => `query.${f}`)));
  return found;
}

const isFields = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isRecordedRequest(value: unknown): value is RecordedRequest {
  const v = value as Partial<RecordedRequest> | null;
  return typeof v?.operation === 'string' && typeof v.request?.url === 'string';
}

/** Checks the recorded exchanges of the Allure results folders. */
export function checkRequests(folders: readonly string[], interfaces: readonly CatalogueInterface[]): RequestCheck {
  const operations = new Map(interfaces.flatMap((i) => i.operations.map((op) => [op.id, op] as const)));
  const outside = new Set<string>();
  const extra: ExtraField[] = [];
  let checked = 0;
  for (const folder of folders) {
    for (const name of readdirSync(folder).filter((f) => f.endsWith('-attachment.json'))) {
      const file = path.join(folder, name);
      let recorded: unknown;
      try {
        recorded = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        continue;
      }
      if (!isRecordedRequest(recorded)) continue;
      const op = operations.get(recorded.operation);
      if (!op) {
        outside.add(recorded.operation.replace(/ \(.*\)$/, ''));
        continue;
      }
      checked++;
      for (const field of extraFields(op, recorded.request)) extra.push({ operation: op.id, field, file });
    }
  }
  return { checked, outside, extra };
}
