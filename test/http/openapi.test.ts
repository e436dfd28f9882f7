import assert from 'node:assert/strict';
import test from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addCustomKeywords } from '../../src/http/validation.js';
import { build, withKey } from '../helpers/build.js';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; schema: Json }>;
  requestBody?: { $ref: string };
  responses: Record<
    string,
    { headers?: Record<string, { schema: Json }>; content?: Record<string, MediaType> }
  >;
};
type MediaType = { schema: Json; example?: unknown };
type Document = {
  info: Json;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Json>;
    requestBodies: Record<string, { content: Record<string, MediaType> }>;
  };
};

async function openApiDocument(t: test.TestContext) {
  const harness = await build(t);
  const response = await harness.app.inject({ url: '/openapi.json' });
  return { harness, doc: response.json<Document>() };
}

function requestBodyOf(doc: Document, op: Operation | undefined) {
  const name = op?.requestBody?.$ref.replace('#/components/requestBodies/', '');
  return name === undefined ? undefined : doc.components.requestBodies[name];
}

function operations(doc: Document): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
  );
}

/** A validator for schemas of the document: `#/components/schemas/X` become local `$defs`. */
function schemaValidator(doc: Document) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  addCustomKeywords(ajv as unknown as Parameters<typeof addCustomKeywords>[0]);
  const $defs = JSON.parse(
    JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
  ) as Json;
  return (schema: Json, value: unknown) => {
    const local = JSON.parse(
      JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'),
    ) as Json;
    const validate = ajv.compile({ ...local, $defs });
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

test('names every operation and tags it', async (t) => {
  const { doc } = await openApiDocument(t);
  const ids = new Set<string>();
  for (const [name, op] of operations(doc)) {
    assert.match(op.operationId ?? '', /^[a-z][A-Za-z]+$/, `${name} has no operationId`);
    assert.ok(!ids.has(op.operationId ?? ''), `${name} repeats an operationId`);
    ids.add(op.operationId ?? '');
    assert.ok((op.tags ?? []).length > 0, `${name} has no tag`);
  }
});

test('names every reusable shape and refers to it instead of repeating it', async (t) => {
  const { doc } = await openApiDocument(t);
  for (const name of [
    'Transaction',
    'TransactionItem',
    'Submission',
    'Footprint',
    'Category',
    'Problem',
    'ValidationProblem',
    'TransactionPage',
    'Environment',
  ]) {
    assert.ok(doc.components.schemas[name], `${name} is not a component`);
  }
  const text = JSON.stringify(doc.paths, (key, value) => (key === 'example' ? undefined : value));
  assert.ok(!text.includes('"carbonFootprint"'), 'a path inlines the Footprint shape');
  assert.ok(!text.includes('"productName"'), 'a path inlines the request body');
  const post = doc.paths['/v2/footprint/products']?.post;
  assert.deepEqual(post?.requestBody, { $ref: '#/components/requestBodies/FootprintRequest' });
  assert.deepEqual(post?.responses['201']?.content?.['application/json']?.schema, {
    $ref: '#/components/schemas/Transaction',
  });
});

test('uses only standard keywords or x- extensions, with the ZIP rule as a pattern', async (t) => {
  const { doc } = await openApiDocument(t);
  const text = JSON.stringify(doc);
  for (const custom of ['maxDecimalPlaces', 'minTrimmedLength', 'maxTrimmedLength']) {
    assert.ok(!text.includes(`"${custom}"`), `${custom} is not an x- extension`);
  }
  assert.ok(text.includes('"x-max-decimal-places":2'));
  assert.ok(text.includes('"pattern":"^[0-9]{5}(-[0-9]{4})?$"'));
  assert.ok(!text.includes('"multipleOf"'));
});

test('states the API version, servers, contact, licence, enums and uuid formats', async (t) => {
  const { doc, harness } = await openApiDocument(t);
  assert.match(String(doc.info.version), /^\d+\.\d+\.\d+$/);
  assert.notEqual(doc.info.version, harness.engine.active.version);
  assert.ok(doc.info.contact);
  assert.ok(doc.info.license);
  assert.ok((doc.servers ?? []).length > 0);
  const problem = doc.components.schemas.Problem as { properties: Record<string, Json> };
  assert.ok((problem.properties.code?.enum as string[]).includes('idempotency-key-reused'));
  assert.deepEqual(doc.components.schemas.Environment?.enum, ['sandbox', 'production']);
  const transaction = doc.components.schemas.Transaction as { properties: Record<string, Json> };
  assert.equal(transaction.properties.id?.format, 'uuid');
  const read = doc.paths['/v1/transactions/{id}']?.get;
  assert.equal(read?.parameters?.find((p) => p.name === 'id')?.schema.format, 'uuid');
});

test('documents the request headers and types the rate-limit headers as integers', async (t) => {
  const { doc } = await openApiDocument(t);
  const post = doc.paths['/v2/footprint/products']?.post;
  const names = (post?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
  assert.ok(names.includes('Idempotency-Key'));
  assert.ok(names.includes('X-Request-Id'));
  for (const [name, op] of operations(doc)) {
    for (const [status, response] of Object.entries(op.responses)) {
      const limit = response.headers?.['RateLimit-Remaining'];
      if (limit) assert.equal(limit.schema.type, 'integer', `${name} ${status}`);
    }
  }
});

test('gives every request and response an example that validates against its schema', async (t) => {
  const { doc } = await openApiDocument(t);
  const check = schemaValidator(doc);
  let checked = 0;
  for (const [name, op] of operations(doc)) {
    const body = requestBodyOf(doc, op);
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      assert.notEqual(media.example, undefined, `${name} request ${type} has no example`);
      assert.equal(check(media.schema, media.example), null, `${name} request example`);
      checked += 1;
    }
    for (const [status, response] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        assert.notEqual(media.example, undefined, `${name} ${status} ${type} has no example`);
        assert.equal(check(media.schema, media.example), null, `${name} ${status} example`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 20);
});

test('the examples break the schemas they should break (the check is not vacuous)', async (t) => {
  const { doc } = await openApiDocument(t);
  const check = schemaValidator(doc);
  const ref = requestBodyOf(doc, doc.paths['/v2/footprint/products']?.post)?.content[
    'application/json'
  ]?.schema as Json;
  const item = { productName: 'Mug', productPrice: 10.001 };
  assert.notEqual(check(ref, { items: [item] }), null);
  assert.notEqual(
    check(ref, { items: [{ productName: 'Mug', productPrice: 1, postalCode: 'AB1' }] }),
    null,
  );
  assert.notEqual(check(ref, { items: [{ productName: '   ', productPrice: 1 }] }), null);
});

test('Swagger UI\u2019s default "Try it out" request example is answered 201', async (t) => {
  const { doc, harness } = await openApiDocument(t);
  const post = doc.paths['/v2/footprint/products']?.post;
  const example = requestBodyOf(doc, post)?.content['application/json']?.example;
  assert.ok(example);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/footprint/products',
    headers: { ...withKey(harness.testKey), 'content-type': 'application/json' },
    payload: JSON.stringify(example),
  });
  assert.equal(response.statusCode, 201, response.body);
});
