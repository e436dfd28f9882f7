import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/config.js';
import { openStore } from '../../src/store/open-store.js';
import type { Store } from '../../src/store/store.js';
import { type BuildOverrides, build, engine, type Harness } from './build.js';

/** The service on a real socket (port 0) over an in-memory store, with the real clock. */
export interface LiveServer {
  app: FastifyInstance;
  store: Store;
  baseUrl: string;
  /** Moves the server's clock by this many milliseconds from real time (0 to come back). */
  shiftClock(offsetMs: number): void;
  close(): Promise<void>;
}

export async function startLiveServer(config: Partial<Config> = {}): Promise<LiveServer> {
  const store = await openStore({ dataDir: ':memory:', databaseUrl: null });
  let offsetMs = 0;
  const app = await buildApp({
    config: testConfig(config),
    store,
    engine: engine(),
    clock: { now: () => new Date(Date.now() + offsetMs) },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    app,
    store,
    baseUrl: `http://127.0.0.1:${address.port}`,
    shiftClock(offset) {
      offsetMs = offset;
    },
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** The test app listening on a free port of 127.0.0.1, with its base URL. */
export async function liveServer(
  t: TestContext,
  overrides: BuildOverrides = {},
): Promise<Harness & { baseUrl: string }> {
  const harness = await build(t, overrides);
  const baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...harness, baseUrl };
}
