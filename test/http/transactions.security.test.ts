import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, withKey } from '../helpers/build.js';
import { runCommonRouteTests } from '../helpers/common-route-tests.js';
import { assertProblem, createTransaction } from '../helpers/requests.js';

runCommonRouteTests({
  name: 'GET /v1/transactions/{id}',
  defaultKeyAllowed: true,
  send: async (harness, headers) => {
    // The default key reads a demo transaction; every other key the seeded account's.
    const presentsDefaultKey = Object.values(headers).includes('fp_test_default');
    const creator =
      presentsDefaultKey && harness.config.defaultTestKey !== null
        ? 'fp_test_default'
        : harness.testKey;
    const created = await createTransaction(harness, creator);
    return harness.app.inject({ url: `/v1/transactions/${created.id}`, headers });
  },
  assertOtherAccountSeesNothing: async (harness) => {
    const created = await createTransaction(harness, harness.testKey);
    for (const key of [harness.other.testKey, harness.other.liveKey]) {
      const response = await harness.app.inject({
        url: `/v1/transactions/${created.id}`,
        headers: withKey(key),
      });
      assertProblem(response, 404, 'transaction-not-found');
    }
  },
  assertTestKeyGetsNoProduction: async (harness) => {
    const created = await createTransaction(harness, harness.liveKey);
    const response = await harness.app.inject({
      url: `/v1/transactions/${created.id}`,
      headers: withKey(harness.testKey),
    });
    assertProblem(response, 404, 'transaction-not-found');
  },
});

runCommonRouteTests({
  name: 'GET /v1/transactions',
  defaultKeyAllowed: false,
  send: (harness, headers) => harness.app.inject({ url: '/v1/transactions', headers }),
  assertOtherAccountSeesNothing: async (harness) => {
    await createTransaction(harness, harness.testKey);
    await createTransaction(harness, harness.liveKey);
    for (const query of ['', '?env=sandbox']) {
      const response = await harness.app.inject({
        url: `/v1/transactions${query}`,
        headers: withKey(harness.other.liveKey),
      });
      assert.equal(response.json<{ total: number }>().total, 0);
    }
  },
  assertTestKeyGetsNoProduction: async (harness) => {
    const response = await harness.app.inject({
      url: '/v1/transactions?env=production',
      headers: withKey(harness.testKey),
    });
    assertProblem(response, 403, 'forbidden');
  },
});

runCommonRouteTests({
  name: 'GET /v1/methodology',
  defaultKeyAllowed: true,
  send: (harness, headers) => harness.app.inject({ url: '/v1/methodology', headers }),
});

runCommonRouteTests({
  name: 'GET /v1/categories',
  defaultKeyAllowed: true,
  send: (harness, headers) => harness.app.inject({ url: '/v1/categories', headers }),
});

test('does not let the default key read demo transactions of its own by listing', async (t) => {
  const harness = await build(t);
  await createTransaction(harness, 'fp_test_default');
  const response = await harness.app.inject({
    url: '/v1/transactions?env=sandbox',
    headers: withKey('fp_test_default'),
  });
  assertProblem(response, 403, 'forbidden');
});
