import type { ErrorCode } from '../../errors.js';
import {
  ACCOUNT_METRICS_EXAMPLE,
  ACCOUNT_USAGE_EXAMPLE,
  CATEGORIES_EXAMPLE,
  FOOTPRINT_REQUEST_EXAMPLE,
  METHODOLOGY_EXAMPLE,
  problemExample,
  TRANSACTION_EXAMPLE,
  TRANSACTION_PAGE_EXAMPLE,
} from './examples.js';

/** The version of the HTTP contract (not of the calculator's data): bump it when the API changes. */
export const API_VERSION = '1.0.0';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with sorted keys, so equal shapes compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const toJson = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/**
 * @fastify/swagger writes `const: x` as `enum: [x]` and a record's `patternProperties: {"^.*$": s}`
 * as `additionalProperties: s`; components get the same spelling.
 */
function asSwaggerWrites(node: Json): Json {
  if (Array.isArray(node)) return node.map(asSwaggerWrites);
  if (!isObject(node)) return node;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(node)) {
    const anyName = isObject(child) ? child['^.*$'] : undefined;
    if (key === 'const') result.enum = [child];
    else if (key === 'patternProperties' && anyName !== undefined) {
      result.additionalProperties = asSwaggerWrites(anyName);
    } else result[key] = asSwaggerWrites(child);
  }
  return result;
}

/** Replaces every subschema equal to a named component by a `$ref` to it (examples untouched). */
function refer(node: Json, byShape: Map<string, string>, self?: string): Json {
  if (Array.isArray(node)) return node.map((child) => refer(child, byShape, self));
  if (!isObject(node)) return node;
  const name = byShape.get(canonical(node));
  if (name !== undefined && name !== self) return { $ref: `#/components/schemas/${name}` };
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(node)) {
    result[key] = key === 'example' || key === 'examples' ? child : refer(child, byShape, self);
  }
  return result;
}

const SUCCESS_EXAMPLES: Record<string, Record<string, unknown>> = {
  footprintProducts: { '201': TRANSACTION_EXAMPLE },
  getTransaction: { '200': TRANSACTION_EXAMPLE },
  listTransactions: { '200': TRANSACTION_PAGE_EXAMPLE },
  getMethodology: { '200': METHODOLOGY_EXAMPLE },
  listCategories: { '200': CATEGORIES_EXAMPLE },
  getHealth: { '200': { status: 'ok' } },
  getReadiness: { '200': { status: 'ok' } },
  getMetrics: { '200': '# HELP http_requests_total Requests answered.\n' },
  getAccountMetrics: { '200': ACCOUNT_METRICS_EXAMPLE },
  getAccountUsage: { '200': ACCOUNT_USAGE_EXAMPLE },
};

const PROBLEM_BY_STATUS: Record<string, ErrorCode> = {
  '400': 'invalid-request',
  '401': 'invalid-api-key',
  '403': 'forbidden',
  '404': 'transaction-not-found',
  '405': 'method-not-allowed',
  '409': 'idempotency-key-reused',
  '413': 'payload-too-large',
  '415': 'unsupported-media-type',
  '429': 'rate-limited',
  '500': 'internal-error',
  '503': 'unavailable',
};

const REQUEST_ID_PARAMETER = {
  name: 'X-Request-Id',
  in: 'header',
  required: false,
  description:
    'Your own id for this request, echoed in the X-Request-Id response header when it has at most 128 safe characters; otherwise the service makes one.',
  schema: { type: 'string', maxLength: 128 },
};

function addExamples(operation: JsonObject): void {
  const id = typeof operation.operationId === 'string' ? operation.operationId : '';
  const requestContent = isObject(operation.requestBody) ? operation.requestBody.content : null;
  if (isObject(requestContent) && isObject(requestContent['application/json'])) {
    requestContent['application/json'].example = toJson(FOOTPRINT_REQUEST_EXAMPLE);
  }
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response) || !isObject(response.content)) continue;
    for (const [mediaType, media] of Object.entries(response.content)) {
      if (!isObject(media)) continue;
      const problemCode = PROBLEM_BY_STATUS[status];
      if (mediaType === 'application/problem+json' && problemCode !== undefined) {
        media.example = toJson(problemExample(problemCode));
      } else if (SUCCESS_EXAMPLES[id]?.[status] !== undefined) {
        media.example = toJson(SUCCESS_EXAMPLES[id]?.[status]);
      }
    }
  }
}

function documentParameters(path: string, operation: JsonObject): void {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  for (const parameter of parameters) {
    if (!isObject(parameter)) continue;
    // Malformed ids answer 404 rather than 400, so the route schema itself does not check them.
    if (parameter.in === 'path' && parameter.name === 'id' && path.includes('{id}')) {
      parameter.schema = { type: 'string', format: 'uuid' };
      parameter.description = 'The transaction id.';
    }
    if (parameter.in === 'header' && parameter.name === 'idempotency-key') {
      parameter.name = 'Idempotency-Key';
      parameter.description =
        'Any 1–255 characters. The same key with the same body within 24 hours returns the first response again (header Idempotent-Replayed: true); with another body it is 409.';
    }
  }
  operation.parameters = [...parameters, REQUEST_ID_PARAMETER];
}

/**
 * Turns the document @fastify/swagger generates from the route schemas into the published one:
 * named components with `$ref`s, examples, servers, the API version, contact and licence.
 */
export function finishDocument(
  generated: unknown,
  options: {
    calculatorVersion: string;
    components: Record<string, unknown>;
    requestBodies: Record<string, string>;
  },
): JsonObject {
  const document = toJson(generated);
  if (!isObject(document)) throw new Error('The generated OpenAPI document is not an object');
  const components = asSwaggerWrites(toJson(options.components)) as JsonObject;
  const byShape = new Map(Object.entries(components).map(([name, s]) => [canonical(s), name]));
  const schemas: JsonObject = {};
  for (const [name, schema] of Object.entries(components)) {
    schemas[name] = refer(schema, byShape, name);
  }
  const requestBodies: JsonObject = {};
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, methods] of Object.entries(paths)) {
    if (!isObject(methods)) continue;
    for (const operation of Object.values(methods)) {
      if (!isObject(operation)) continue;
      documentParameters(path, operation);
      addExamples(operation);
      const bodyName = options.requestBodies[String(operation.operationId)];
      if (bodyName !== undefined && operation.requestBody !== undefined) {
        requestBodies[bodyName] = refer(operation.requestBody, byShape);
        operation.requestBody = { $ref: `#/components/requestBodies/${bodyName}` };
      }
    }
  }
  const existing = isObject(document.components) ? document.components : {};
  return {
    ...document,
    info: {
      ...(isObject(document.info) ? document.info : {}),
      version: API_VERSION,
      'x-calculator-version': options.calculatorVersion,
      contact: { name: 'Footprint service maintainers', url: 'https://footprint.dev' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      { url: '/', description: 'The instance serving this document' },
      { url: 'http://127.0.0.1:8080', description: 'A local instance with the default settings' },
    ],
    tags: [
      { name: 'footprints', description: 'Footprint products; each request is one transaction.' },
      { name: 'transactions', description: 'Read back and list stored transactions.' },
      { name: 'calculator', description: 'The data sets, formulas and categories behind numbers.' },
      { name: 'operations', description: 'Health, readiness and metrics; no key.' },
      { name: 'account', description: "The account's metered usage and footprint totals." },
    ],
    paths: refer(paths, byShape),
    components: { ...existing, schemas, requestBodies },
  };
}
