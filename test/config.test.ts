import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig, testConfig } from '../src/config.js';

describe('configuration', () => {
  test('uses the contract defaults when nothing is set', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, './var');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.redisUrl, null);
    assert.equal(config.rateLimitPerSecond, 50);
    assert.equal(config.rateLimitBurst, 100);
    assert.equal(config.defaultTestKey, 'fp_test_default');
    assert.equal(config.footprintTtlDays, 7);
    assert.equal(config.calculatorVersion, null);
    assert.equal(config.logLevel, 'info');
    assert.ok(Object.isFrozen(config));
  });

  test('reads every variable the contract lists', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/fp',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_PER_SECOND: '0',
      RATE_LIMIT_BURST: '5',
      DEFAULT_TEST_KEY: 'fp_test_demo123',
      FOOTPRINT_TTL_DAYS: '30',
      CALCULATOR_VERSION: '2026.11-useeio1.2',
      LOG_LEVEL: 'warn',
    });
    assert.equal(config.port, 9000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, '/tmp/fp');
    assert.equal(config.databaseUrl, 'postgres://u@localhost:5432/db');
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
    assert.equal(config.rateLimitPerSecond, 0);
    assert.equal(config.rateLimitBurst, 5);
    assert.equal(config.defaultTestKey, 'fp_test_demo123');
    assert.equal(config.footprintTtlDays, 30);
    assert.equal(config.calculatorVersion, '2026.11-useeio1.2');
    assert.equal(config.logLevel, 'warn');
  });

  test('an empty DEFAULT_TEST_KEY disables the default key', () => {
    assert.equal(loadConfig({ DEFAULT_TEST_KEY: '' }).defaultTestKey, null);
  });

  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'not a url'],
    ['RATE_LIMIT_PER_SECOND', '-1'],
    ['FOOTPRINT_TTL_DAYS', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DEFAULT_TEST_KEY', 'fp_live_abc'],
  ] as const) {
    test(`stops with a message naming ${name} when it is "${value}"`, () => {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(name),
      );
    });
  }

  test('test configuration uses an in-memory store and stays quiet', () => {
    const config = testConfig({ rateLimitBurst: 3 });
    assert.equal(config.dataDir, ':memory:');
    assert.equal(config.logLevel, 'silent');
    assert.equal(config.rateLimitBurst, 3);
  });
});
