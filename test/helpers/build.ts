import type { TestContext } from 'node:test';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/config.js';
import { loadEngine } from '../../src/engine/index.js';
import type { Engine } from '../../src/engine/types.js';
import type { CategorizerPool } from '../../src/http/footprint/categorizer-pool.js';
import type { RateLimiter } from '../../src/http/rate-limit/rate-limiter.js';
import { createApiKey } from '../../src/keys/accounts.js';
import { DATA_DIR } from '../../src/paths.js';
import { openStore } from '../../src/store/open-store.js';
import type { Account, Store } from '../../src/store/store.js';

/** A clock tests set and move by hand, so timestamps and rate limits are deterministic. */
export interface TestClock {
  now(): Date;
  set(iso: string): void;
  advance(milliseconds: number): void;
}

export function testClock(startIso = '2026-11-22T08:00:00.000Z'): TestClock {
  let current = new Date(startIso).getTime();
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/** An account with one key of each kind, as the tests present them. */
export interface SeededAccount {
  account: Account;
  testKey: string;
  liveKey: string;
  testKeyId: string;
  liveKeyId: string;
}

/** Everything a test needs: the app and what it was built from. */
export interface Harness extends SeededAccount {
  app: FastifyInstance;
  store: Store;
  engine: Engine;
  clock: TestClock;
  config: Config;
  other: SeededAccount;
  /** A test key of the seeded account, revoked before the app starts. */
  revokedKey: string;
}

export interface BuildOverrides {
  config?: Partial<Config>;
  /** Wraps the in-memory store, e.g. to make one method fail. */
  wrapStore?: (store: Store) => Store;
  rateLimiter?: RateLimiter;
  clock?: TestClock;
  /** A logger to capture the app's logs; silent by default. */
  logger?: FastifyBaseLogger;
  /** Categorizer threads for large batches; none by default. */
  categorizerPool?: CategorizerPool;
}

/** A store whose `overrides` replace some methods; every other call goes to `store`. */
export function overrideStore(store: Store, overrides: Partial<Store>): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (Object.hasOwn(overrides, property)) return Reflect.get(overrides, property);
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let sharedEngine: Engine | undefined;

/** The real engine, loaded once per test process (loading reads every data file). */
export function engine(): Engine {
  sharedEngine ??= loadEngine({ dataDir: DATA_DIR });
  return sharedEngine;
}

async function seedAccount(store: Store, name: string, now: Date): Promise<SeededAccount> {
  const account = await store.createAccount({ name, createdAt: now.toISOString() });
  const test = await createApiKey(store, { accountId: account.id, kind: 'test', name, now });
  const live = await createApiKey(store, { accountId: account.id, kind: 'live', name, now });
  return {
    account,
    testKey: test.key,
    liveKey: live.key,
    testKeyId: test.record.id,
    liveKeyId: live.record.id,
  };
}

export async function build(t: TestContext, overrides: BuildOverrides = {}): Promise<Harness> {
  const clock = overrides.clock ?? testClock();
  const config = testConfig(overrides.config);
  const baseStore = await openStore({ dataDir: ':memory:', databaseUrl: null });
  const store = overrides.wrapStore ? overrides.wrapStore(baseStore) : baseStore;
  const now = clock.now();
  const seeded = await seedAccount(baseStore, 'Acme', now);
  const other = await seedAccount(baseStore, 'Other Co', now);
  const revoked = await createApiKey(baseStore, {
    accountId: seeded.account.id,
    kind: 'test',
    name: 'revoked',
    now,
  });
  await baseStore.revokeApiKey(seeded.account.id, revoked.record.id, now.toISOString());

  const app = await buildApp({
    config,
    store,
    engine: engine(),
    clock,
    logger: overrides.logger ?? false,
    rateLimiter: overrides.rateLimiter,
    categorizerPool: overrides.categorizerPool ?? null,
  });
  t.after(async () => {
    await app.close();
    await baseStore.close();
  });
  return { ...seeded, app, store, engine: engine(), clock, config, other, revokedKey: revoked.key };
}

/** Headers that present `key` the contract's main way. */
export function withKey(key: string): Record<string, string> {
  return { 'service-api-key': key };
}

/** A product the categorizer knows well. */
export const LAPTOP = { productName: 'Apple MacBook Air 13-inch M3 laptop', productPrice: 1099 };
export const HEADPHONES = {
  productName: 'Sony WH-1000XM5 wireless noise cancelling headphones',
  productPrice: 399.99,
  manufacturer: 'Sony',
  newProduct: false,
};
export const T_SHIRT = {
  productName: 'Organic cotton crew neck t-shirt',
  productPrice: 25.5,
  quantity: 3,
  postalCode: '94110',
};
