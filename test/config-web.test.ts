import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('web app configuration', () => {
  test('defaults to open sign-up, no trusted proxy and no quota', () => {
    const config = loadConfig({});
    assert.equal(config.signup, 'open');
    assert.equal(config.trustProxy, false);
    assert.equal(config.monthlyItemQuota, null);
  });

  test('reads SIGNUP, TRUST_PROXY and MONTHLY_ITEM_QUOTA', () => {
    const config = loadConfig({ SIGNUP: 'closed', TRUST_PROXY: '2', MONTHLY_ITEM_QUOTA: '5000' });
    assert.equal(config.signup, 'closed');
    assert.equal(config.trustProxy, 2);
    assert.equal(config.monthlyItemQuota, 5000);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy,
      '10.0.0.0/8, 127.0.0.1',
    );
    assert.equal(loadConfig({ MONTHLY_ITEM_QUOTA: 'none' }).monthlyItemQuota, null);
  });

  test('names the variable of a malformed value', () => {
    for (const [name, value] of [
      ['SIGNUP', 'invite-only'],
      ['TRUST_PROXY', 'my proxy'],
      ['MONTHLY_ITEM_QUOTA', '0'],
      ['MONTHLY_ITEM_QUOTA', 'lots'],
    ] as const) {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(name),
        `${name}=${value}`,
      );
    }
  });
});
