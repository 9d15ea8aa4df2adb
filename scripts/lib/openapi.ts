/**
 * OpenAPI 3.1 documents for integrators, generated from the zod contracts (src/contracts/) through
 * the operation catalogue, never written by hand. Schemas describe the wire, i.e. what is sent and
 * received before any transform (`io: 'input'`); refinements zod cannot express in JSON Schema
 * (cross-field rules, Luhn checks) stay in the emulator's answers and the contract checks.
 */
import { z } from 'zod';
import type { CatalogueInterface, CatalogueOperation } from '../../src/contracts/catalogue.js';
import { errorBody } from '../../src/contracts/errors.js';
import { errorAnswer as gatewayError } from '../../src/contracts/gateway/common.js';

type Json = Record<string, unknown>;

interface InterfaceStyle {
  readonly description: string;
  readonly security?: { readonly name: string; readonly scheme: Json } | undefined;
  /** Header parameters every operation needs (besides security). */
  readonly headers?: ReadonlyArray<{ readonly name: string; readonly description: string }> | undefined;
  /** The answer besides the success body: an error status with its body, or a refusal in a 200. */
  readonly errors: (op: CatalogueOperation) => { readonly status: string; readonly schema: z.ZodType; readonly description: string };
}

const v1Error = errorBody.extend({ responseCode: z.string().regex(/^\d{2}$/) });

const STYLES: Record<CatalogueInterface['id'], InterfaceStyle> = {
  v2: {
    description: 'Card Management v2 (REST, beta): cardholders, virtual cards, top-ups and transfers. Every request carries the X-API-KEY of the sandbox account.',
    security: { name: 'apiKey', scheme: { type: 'apiKey', in: 'header', name: 'X-API-KEY' } },
    errors: () => ({ status: 'default', schema: errorBody, description: 'The request was refused (400, 401, 404 or 409); every failing field is named.' }),
  },
  v1: {
    description: 'Card Management v1: every operation is a POST of JSON to its name, with `Authorization: Basic <API security token>`. responseCode follows ISO 8583 (00 approved).',
    security: { name: 'basic', scheme: { type: 'http', scheme: 'basic' } },
    errors: () => ({ status: 'default', schema: v1Error, description: 'The request was refused before processing (400 format error with responseCode 30, 401, 404).' }),
  },
  gateway: {
    description: 'E-commerce gateway: `.do` operations; parameters as a form, a query string or JSON; the merchant authenticates with userName and password, or token, among the parameters. Answers are HTTP 200: errorCode "0" (or none) on success.',
    errors: () => ({ status: '200', schema: gatewayError, description: 'A refusal: errorCode other than 0 and errorMessage.' }),
  },
  p2p: {
    description: 'P2P gateway: JSON under /payment/rest/api/p2p/, lower-case username and password; every request is signed (X-Hash, X-Signature).',
    headers: [
      { name: 'X-Hash', description: 'base64 of the SHA-256 of the raw body' },
      { name: 'X-Signature', description: "base64 of the RSA-SHA256 signature of the raw body with the merchant's registered key" },
    ],
    errors: () => ({ status: '200', schema: gatewayError, description: 'A refusal: errorCode other than 0 and errorMessage.' }),
  },
};

/** JSON Schema of the wire shape, with local `$defs` (recursive parts) moved into components. */
function schemaOf(schema: z.ZodType, name: string, components: Json): Json {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  const defs = json.$defs as Record<string, Json> | undefined;
  delete json.$defs;
  let text = JSON.stringify(json);
  for (const [def, body] of Object.entries(defs ?? {})) {
    const key = `${name}.${def}`;
    components[key] = body;
    text = text.split(`"#/$defs/${def}"`).join(`"#/components/schemas/${key}"`);
  }
  components[name] = JSON.parse(text) as Json;
  return { $ref: `#/components/schemas/${name}` };
}

function operationObject(api: CatalogueInterface, op: CatalogueOperation, path: string, components: Json): Json {
  const style = STYLES[api.id];
  const base = op.name.replace(/\.do$/, '');
  const parameters: Json[] = [...path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  for (const header of style.headers ?? []) parameters.push({ name: header.name, in: 'header', required: true, description: header.description, schema: { type: 'string' } });
  if (op.query) {
    const query = z.toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  const out: Json = { operationId: `${api.id}.${op.name}`, summary: op.name, tags: [api.title] };
  if (parameters.length) out.parameters = parameters;
  if (op.body) {
    const body = schemaOf(op.body, `${base}Request`, components);
    out.requestBody = { required: true, content: Object.fromEntries(op.encodings.map((e) => [e === 'form' ? 'application/x-www-form-urlencoded' : 'application/json', { schema: body }])) };
  }
  const error = style.errors(op);
  const errorRef = schemaOf(error.schema, `${api.id}Error`, components);
  const success = op.response ? schemaOf(op.response, `${base}Response`, components) : undefined;
  const responses: Json = {};
  if (String(op.success) === error.status) {
    responses[error.status] = { description: `The answer, or ${error.description.charAt(0).toLowerCase()}${error.description.slice(1)}`, content: { 'application/json': { schema: success ? { anyOf: [success, errorRef] } : errorRef } } };
  } else {
    responses[String(op.success)] = success ? { description: 'Success', content: { 'application/json': { schema: success } } } : { description: 'Success, no body' };
    responses[error.status] = { description: error.description, content: { 'application/json': { schema: errorRef } } };
  }
  out.responses = responses;
  return out;
}

export function openApiDocument(api: CatalogueInterface, version: string): Json {
  const style = STYLES[api.id];
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const op of api.operations) {
    for (const path of op.paths) {
      const key = path.replace(/:(\w+)/g, '{$1}');
      (paths[key] ??= {})[op.method.toLowerCase()] = operationObject(api, op, path, components);
    }
  }
  const doc: Json = {
    openapi: '3.1.0',
    info: { title: `${api.title} (cardlab contracts)`, version, description: `${style.description}\n\nGenerated by \`npm run openapi\` from src/contracts/ (zod); do not edit by hand.` },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: 'http://127.0.0.1:4010', description: 'the cardlab reference emulator (npx cardlab emulator --port 4010)' }],
    paths,
    components: { schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))) },
  };
  if (style.security) {
    (doc.components as Json).securitySchemes = { [style.security.name]: style.security.scheme };
    doc.security = [{ [style.security.name]: [] }];
  }
  return doc;
}
