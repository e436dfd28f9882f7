/**
 * The service's configuration, read once from the environment. This is the only module that reads
 * `process.env`; everything else receives a frozen `Config`. Unknown or malformed values stop the
 * service at start with a message naming the variable.
 */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded SQLite store, or `:memory:` for an in-memory database (tests). */
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Token-bucket refill per API key per second; 0 turns limiting off. */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  /** The public default test key; null when disabled. */
  defaultTestKey: string | null;
  /** Requests per minute per client address for the default test key. */
  demoRateLimitPerMinute: number;
  footprintTtlDays: number;
  /** Null selects the newest calculator version. */
  calculatorVersion: string | null;
  logLevel: string;
  bodyLimitBytes: number;
  maxItems: number;
  idempotencyTtlHours: number;
  /** `open`: anyone may sign up in the web app; `closed`: only the operator's `accounts invite`. */
  signup: 'open' | 'closed';
  /**
   * Fastify's `trustProxy`: false, true, a hop count, or the proxies' addresses. Decides the client
   * address (rate limits) and whether a request came over HTTPS (Secure cookies).
   */
  trustProxy: boolean | number | string;
  /** Production items each account may footprint per calendar month (UTC); null for no limit. */
  monthlyItemQuota: number | null;
  /** Time for a whole request (headers and body) to arrive; 408 after it. */
  requestTimeoutMs: number;
  /** Time for the request line and headers to arrive. */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed. */
  idleTimeoutMs: number;
  /** Connections beyond this many are refused; 0 for no cap. */
  maxConnections: number;
  /** SQLite's `synchronous` pragma: `full` survives power loss, `normal` only a killed process. */
  sqliteSynchronous: 'full' | 'normal';
  /** How long a verified key is trusted without asking the store: the bound on revocation. */
  keyCacheMs: number;
  /** Processes serving the port (node:cluster); 1 runs the service in this process alone. */
  workers: number;
  /** Worker threads that categorize large batches of new products; 0 keeps them on the event loop. */
  categorizerThreads: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const DEFAULTS: Config = Object.freeze({
  port: 8080,
  host: '127.0.0.1',
  dataDir: './var',
  databaseUrl: null,
  redisUrl: null,
  rateLimitPerSecond: 50,
  rateLimitBurst: 100,
  defaultTestKey: 'fp_test_default',
  demoRateLimitPerMinute: 10,
  footprintTtlDays: 7,
  calculatorVersion: null,
  logLevel: 'info',
  bodyLimitBytes: 5 * 1024 * 1024,
  maxItems: 1000,
  idempotencyTtlHours: 24,
  signup: 'open',
  trustProxy: false,
  monthlyItemQuota: null,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 10_000,
  sqliteSynchronous: 'full',
  keyCacheMs: 5_000,
  workers: 1,
  categorizerThreads: 1,
});

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function readUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function readDefaultTestKey(env: Env): string | null {
  const raw = env.DEFAULT_TEST_KEY;
  if (raw === undefined) return DEFAULTS.defaultTestKey;
  const key = raw.trim();
  if (key === '') return null;
  if (!/^fp_test_[A-Za-z0-9]{1,200}$/.test(key)) {
    throw new ConfigError(
      'DEFAULT_TEST_KEY',
      'must start with fp_test_ followed by letters and digits',
    );
  }
  return key;
}

function readChoice(env: Env, name: string, fallback: string, choices: string[]): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!choices.includes(raw)) throw new ConfigError(name, `must be one of ${choices.join(', ')}`);
  return raw;
}

function readText(env: Env, name: string, fallback: string | null): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
}

function readTrustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (!/^[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*$/.test(raw)) {
    throw new ConfigError(
      'TRUST_PROXY',
      'must be true, false, a number of proxies, or comma-separated addresses or CIDR ranges',
    );
  }
  return raw;
}

function readQuota(env: Env): number | null {
  const raw = env.MONTHLY_ITEM_QUOTA?.trim();
  if (!raw || raw === 'none') return null;
  return readInteger(env, 'MONTHLY_ITEM_QUOTA', 0, 1, 1_000_000_000);
}

/** Parses the environment (by default `process.env`) into a frozen Config. */
export function loadConfig(env: Env = process.env): Config {
  return Object.freeze({
    port: readInteger(env, 'PORT', DEFAULTS.port, 0, 65535),
    host: readText(env, 'HOST', DEFAULTS.host) ?? DEFAULTS.host,
    dataDir: readText(env, 'DATA_DIR', DEFAULTS.dataDir) ?? DEFAULTS.dataDir,
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimitPerSecond: readInteger(
      env,
      'RATE_LIMIT_PER_SECOND',
      DEFAULTS.rateLimitPerSecond,
      0,
      1_000_000,
    ),
    rateLimitBurst: readInteger(env, 'RATE_LIMIT_BURST', DEFAULTS.rateLimitBurst, 0, 10_000_000),
    defaultTestKey: readDefaultTestKey(env),
    demoRateLimitPerMinute: readInteger(
      env,
      'DEMO_RATE_LIMIT_PER_MINUTE',
      DEFAULTS.demoRateLimitPerMinute,
      0,
      1_000_000,
    ),
    footprintTtlDays: readInteger(env, 'FOOTPRINT_TTL_DAYS', DEFAULTS.footprintTtlDays, 1, 3650),
    calculatorVersion: readText(env, 'CALCULATOR_VERSION', null),
    logLevel: readChoice(env, 'LOG_LEVEL', DEFAULTS.logLevel, LOG_LEVELS),
    bodyLimitBytes: DEFAULTS.bodyLimitBytes,
    maxItems: DEFAULTS.maxItems,
    idempotencyTtlHours: DEFAULTS.idempotencyTtlHours,
    signup: readChoice(env, 'SIGNUP', DEFAULTS.signup, ['open', 'closed']) as Config['signup'],
    trustProxy: readTrustProxy(env),
    monthlyItemQuota: readQuota(env),
    requestTimeoutMs: readInteger(
      env,
      'REQUEST_TIMEOUT_MS',
      DEFAULTS.requestTimeoutMs,
      100,
      3_600_000,
    ),
    headersTimeoutMs: readInteger(
      env,
      'HEADERS_TIMEOUT_MS',
      DEFAULTS.headersTimeoutMs,
      100,
      3_600_000,
    ),
    keepAliveTimeoutMs: readInteger(
      env,
      'KEEP_ALIVE_TIMEOUT_MS',
      DEFAULTS.keepAliveTimeoutMs,
      100,
      3_600_000,
    ),
    idleTimeoutMs: readInteger(env, 'IDLE_TIMEOUT_MS', DEFAULTS.idleTimeoutMs, 100, 3_600_000),
    maxConnections: readInteger(env, 'MAX_CONNECTIONS', DEFAULTS.maxConnections, 0, 1_000_000),
    sqliteSynchronous: readChoice(env, 'SQLITE_SYNCHRONOUS', DEFAULTS.sqliteSynchronous, [
      'full',
      'normal',
    ]) as Config['sqliteSynchronous'],
    keyCacheMs: readInteger(env, 'KEY_CACHE_MS', DEFAULTS.keyCacheMs, 0, 60_000),
    workers: readInteger(env, 'WORKERS', DEFAULTS.workers, 1, 64),
    categorizerThreads: readInteger(env, 'CATEGORIZER_THREADS', DEFAULTS.categorizerThreads, 0, 64),
  });
}

/** Configuration for tests: an in-memory store, quiet logs, the contract's defaults. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No key cache by default, so that a revocation is seen by the very next request.
  return Object.freeze({
    ...DEFAULTS,
    dataDir: ':memory:',
    logLevel: 'silent',
    keyCacheMs: 0,
    categorizerThreads: 0,
    ...overrides,
  });
}
