/**
 * The service process: reads the configuration, opens the store, loads the engine, prints the
 * first keys of a new store once, listens, and on SIGTERM/SIGINT drains in-flight requests before
 * closing the store. The only file that listens.
 */
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { LOCAL_ACCOUNT_EMAIL, setCredentials } from './accounts/account-service.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadEngine } from './engine/index.js';
import { openCategorizerPool } from './http/footprint/categorizer-pool.js';
import { openRateLimiter } from './http/rate-limit/open-rate-limiter.js';
import { bootstrapLocalAccount } from './keys/accounts.js';
import { DATA_DIR } from './paths.js';
import { scheduleIdempotencyPurge } from './store/idempotency-purge.js';
import { openStore } from './store/open-store.js';

function printFirstKeys(
  keys: { testKey: string; liveKey: string },
  login: { email: string; password: string },
  baseUrl: string,
): void {
  const lines = [
    '',
    'A new local account was created. Its API keys and password are shown this once; keep them:',
    `  test key (sandbox):       ${keys.testKey}`,
    `  live key (production):    ${keys.liveKey}`,
    `  web app:                  ${baseUrl}/sign-in`,
    `  email:                    ${login.email}`,
    `  password:                 ${login.password}`,
    '',
    'Try it:',
    `  curl -s ${baseUrl}/v2/footprint/products -H 'Service-Api-Key: ${keys.testKey}' \\`,
    `    -H 'Content-Type: application/json' \\`,
    `    -d '{"items":[{"productName":"Apple MacBook Air 13-inch M3 laptop","productPrice":1099}]}'`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** On an empty store: the local account, its two keys and its web sign-in, to print once. */
async function bootstrapFirstStart(store: Awaited<ReturnType<typeof openStore>>) {
  const keys = await bootstrapLocalAccount(store, new Date());
  if (!keys) return null;
  const login = await setCredentials(store, {
    accountId: keys.account.id,
    email: LOCAL_ACCOUNT_EMAIL,
    now: new Date(),
  });
  return { keys, login };
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });

  let engine: ReturnType<typeof loadEngine>;
  try {
    engine = loadEngine({
      dataDir: DATA_DIR,
      activeVersion: config.calculatorVersion ?? undefined,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Invalid configuration: CALCULATOR_VERSION: ${reason}\n`);
    process.exit(1);
  }

  const store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sqliteSynchronous: config.sqliteSynchronous,
    // Beside other processes of WORKERS, a write on the event loop could wait there for their lock.
    sqliteWriterThread: cluster.isWorker ? 'always' : 'auto',
  });
  const firstStart = await bootstrapFirstStart(store);

  const limits = await openRateLimiter(config.redisUrl, logger);
  const categorizerPool =
    config.categorizerThreads > 0
      ? openCategorizerPool({
          threads: config.categorizerThreads,
          dataDir: DATA_DIR,
          onError: (err) => logger.error({ err }, 'categorizer thread failed; categorizing here'),
        })
      : null;
  const app = await buildApp({
    config,
    store,
    engine,
    clock: { now: () => new Date() },
    logger,
    rateLimiter: limits.rateLimiter,
    categorizerPool,
  });

  const stopPurge = scheduleIdempotencyPurge(store, {
    now: () => new Date(),
    intervalMs: 60 * 60 * 1000,
    logger,
  });

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down: draining requests');
    stopPurge();
    await app.close();
    await categorizerPool?.close();
    await limits.close();
    await store.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const baseUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info(
    { version: engine.active.version, store: config.databaseUrl ? 'postgres' : 'sqlite' },
    `footprint service listening on ${baseUrl} (docs: ${baseUrl}/docs)`,
  );
  if (firstStart) printFirstKeys(firstStart.keys, firstStart.login, baseUrl);
}

/**
 * With WORKERS > 1, this process only prepares the store (migrations run once, here, and the
 * first keys are printed once) and then runs that many copies of the service sharing the port;
 * a copy that dies is replaced, and SIGTERM/SIGINT drain every copy before the primary exits.
 */
async function primary(workers: number): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sqliteSynchronous: config.sqliteSynchronous,
    sqliteWriterThread: 'never',
  });
  const firstStart = await bootstrapFirstStart(store);
  await store.close();
  let stopping = false;
  let keysPrinted = false;
  const fork = (): void => {
    cluster.fork().once('listening', (address) => {
      if (firstStart && !keysPrinted) {
        keysPrinted = true;
        const host = config.host.includes(':') ? `[${config.host}]` : config.host;
        printFirstKeys(firstStart.keys, firstStart.login, `http://${host}:${address.port}`);
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    fork();
  });
  for (let i = 0; i < workers; i += 1) fork();
  logger.info({ workers }, `footprint service: ${workers} worker processes`);
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function workerCount(): number {
  try {
    return cluster.isPrimary ? loadConfig().workers : 1;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const workers = workerCount();
(workers > 1 ? primary(workers) : main()).catch((error: unknown) => {
  process.stderr.write(
    `The service could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
