import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, HEADPHONES, LAPTOP, withKey } from '../helpers/build.js';
import { runCommonRouteTests } from '../helpers/common-route-tests.js';
import { assertProblem, createTransaction } from '../helpers/requests.js';

for (const url of ['/v1/account/metrics', '/v1/account/usage']) {
  runCommonRouteTests({
    name: `GET ${url}`,
    defaultKeyAllowed: false,
    send: (harness, headers) => harness.app.inject({ url, headers }),
    assertOtherAccountSeesNothing: async (harness) => {
      await createTransaction(harness, harness.testKey, [LAPTOP, HEADPHONES]);
      await createTransaction(harness, harness.liveKey, [LAPTOP]);
      for (const key of [harness.other.testKey, harness.other.liveKey]) {
        const response = await harness.app.inject({ url, headers: withKey(key) });
        assert.equal(response.statusCode, 200, response.body);
        const body = response.json();
        if (url.endsWith('metrics')) {
          assert.equal(body.totals.items, 0);
          assert.deepEqual(body.data, []);
        } else {
          assert.equal(body.billableItems, 0);
          assert.equal(body.sandboxItems, 0);
        }
      }
    },
    assertTestKeyGetsNoProduction: async (harness) => {
      await createTransaction(harness, harness.liveKey, [LAPTOP]);
      if (url.endsWith('metrics')) {
        const response = await harness.app.inject({
          url: `${url}?env=production`,
          headers: withKey(harness.testKey),
        });
        assertProblem(response, 403, 'forbidden');
      }
      const response = await harness.app.inject({ url, headers: withKey(harness.testKey) });
      assert.equal(response.statusCode, 200);
      if (url.endsWith('metrics')) assert.equal(response.json().env, 'sandbox');
    },
  });
}

test('the account endpoints answer 401 to a request with neither a key nor a session', async (t) => {
  const harness = await build(t);
  for (const url of ['/v1/account/metrics', '/v1/account/usage']) {
    assertProblem(await harness.app.inject({ url }), 401, 'missing-api-key');
  }
});

test('a forged session cookie does not open the account endpoints', async (t) => {
  const harness = await build(t);
  const response = await harness.app.inject({
    url: '/v1/account/metrics',
    cookies: { fp_session: 'bm90IGEgc2Vzc2lvbg%3D%3D%3Bbm9uY2U%3D' },
  });
  assertProblem(response, 401, 'missing-api-key');
});
