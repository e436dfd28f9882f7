import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { build, type Harness } from './build.js';
import { assertProblem } from './requests.js';

/** How a security test reaches one keyed route, given the harness and the key to present. */
export interface KeyedRouteUnderTest {
  name: string;
  /** Sends the route's ordinary, valid request with `headers` (which carry the key or not). */
  send(harness: Harness, headers: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Whether the public default test key may call this route. */
  defaultKeyAllowed: boolean;
  /** Asserts that another account's key sees nothing of the seeded account's data. */
  assertOtherAccountSeesNothing?(harness: Harness): Promise<void>;
  /** Asserts that a test key gets no production data from this route. */
  assertTestKeyGetsNoProduction?(harness: Harness): Promise<void>;
}

/** The checks every keyed route must pass: missing, unknown, malformed and revoked keys, default key. */
export function runCommonRouteTests(route: KeyedRouteUnderTest): void {
  describe(`${route.name}: common security`, () => {
    test('returns 401 missing-api-key without a key', async (t) => {
      const harness = await build(t);
      const response = await route.send(harness, {});
      assertProblem(response, 401, 'missing-api-key');
      assert.equal(response.headers['www-authenticate'], 'Bearer');
    });

    test('returns 401 invalid-api-key for a well-formed key that does not exist', async (t) => {
      const harness = await build(t);
      const unknown = `fp_test_${'A1b2C3d4'.repeat(5)}`;
      assertProblem(
        await route.send(harness, { 'service-api-key': unknown }),
        401,
        'invalid-api-key',
      );
    });

    test('returns 401 invalid-api-key for a malformed key', async (t) => {
      const harness = await build(t);
      assertProblem(
        await route.send(harness, { authorization: 'Bearer nonsense' }),
        401,
        'invalid-api-key',
      );
    });

    test('returns 401 when the key is revoked', async (t) => {
      const harness = await build(t);
      const response = await route.send(harness, { 'service-api-key': harness.revokedKey });
      assertProblem(response, 401, 'invalid-api-key');
    });

    test('accepts the key in any header case and as a Bearer token', async (t) => {
      const harness = await build(t);
      const upper = await route.send(harness, { 'SERVICE-API-KEY': harness.testKey });
      assert.ok(upper.statusCode < 400, upper.body);
      const bearer = await route.send(harness, { authorization: `Bearer ${harness.testKey}` });
      assert.ok(bearer.statusCode < 400, bearer.body);
    });

    test(`${route.defaultKeyAllowed ? 'accepts' : 'returns 403 for'} the default test key`, async (t) => {
      const harness = await build(t);
      const response = await route.send(harness, { 'service-api-key': 'fp_test_default' });
      if (route.defaultKeyAllowed) assert.ok(response.statusCode < 400, response.body);
      else assertProblem(response, 403, 'forbidden');
    });

    const otherAccount = route.assertOtherAccountSeesNothing;
    if (otherAccount) {
      test("never shows another account's transactions", async (t) => {
        await otherAccount(await build(t));
      });
    }

    const production = route.assertTestKeyGetsNoProduction;
    if (production) {
      test('gives a test key no production data', async (t) => {
        await production(await build(t));
      });
    }

    test('returns 401 for the default test key when it is disabled', async (t) => {
      const harness = await build(t, { config: { defaultTestKey: null } });
      const response = await route.send(harness, { 'service-api-key': 'fp_test_default' });
      assertProblem(response, 401, 'invalid-api-key');
    });
  });
}
