import { randomUUID } from 'node:crypto';
import { ConnectionError, errorForResponse, type ProblemResponse, TimeoutError } from './errors.js';
import { backoffMs, parseRetryAfter, sleep } from './retry.js';
import type { Environment, ProductInput, Transaction, TransactionPage } from './types.js';

/** How to reach the API and how hard to try. */
export interface FootprintClientOptions {
  apiKey: string;
  /** Default `http://127.0.0.1:8080`. */
  baseUrl?: string;
  /** A fetch to use instead of the global one (tests, proxies, instrumentation). */
  fetch?: typeof fetch;
  /** Retries after a connection error, a 429 or a 5xx; default 2. */
  maxRetries?: number;
  /** Per attempt; default 30,000 ms. */
  timeoutMs?: number;
  /** First backoff ceiling (doubles each retry, full jitter); default 500 ms. */
  retryBaseMs?: number;
  /** Largest backoff ceiling; default 8,000 ms. */
  retryMaxMs?: number;
}

interface RequestOptions {
  body?: unknown;
  idempotencyKey?: string;
  query?: Record<string, string | number | undefined>;
}

/** What the last successful call saw besides its body. */
export interface ResponseInfo {
  status: number;
  requestId: string | null;
  replayed: boolean;
  attempts: number;
}

/**
 * A typed client of the Footprint API. Every POST carries an `Idempotency-Key` (generated when the
 * caller gives none) that stays the same across retries, so a retry never creates a second
 * transaction. Errors are subclasses of `FootprintError`, one per kind.
 */
export class FootprintClient {
  readonly baseUrl: string;
  #apiKey: string;
  #fetch: typeof fetch;
  #maxRetries: number;
  #timeoutMs: number;
  #retryBaseMs: number;
  #retryMaxMs: number;
  /** Status, request id, replay flag and attempts of the last successful call. */
  lastResponse: ResponseInfo | null = null;

  constructor(options: FootprintClientOptions) {
    if (!options.apiKey) throw new TypeError('FootprintClient needs an apiKey');
    this.#apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#maxRetries = options.maxRetries ?? 2;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#retryBaseMs = options.retryBaseMs ?? 500;
    this.#retryMaxMs = options.retryMaxMs ?? 8_000;
  }

  /** Footprints 1 to 1,000 products as one transaction. */
  footprintProducts(
    items: ProductInput[],
    options: { idempotencyKey?: string } = {},
  ): Promise<Transaction> {
    return this.#request<Transaction>('POST', '/v2/footprint/products', {
      body: { items },
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
    });
  }

  getTransaction(id: string): Promise<Transaction> {
    return this.#request<Transaction>('GET', `/v1/transactions/${encodeURIComponent(id)}`);
  }

  listTransactions(
    options: { skip?: number; limit?: number; env?: Environment } = {},
  ): Promise<TransactionPage> {
    return this.#request<TransactionPage>('GET', '/v1/transactions', { query: options });
  }

  /** Every transaction of the environment, newest first, fetched a page at a time. */
  async *transactions(
    options: { env?: Environment; pageSize?: number } = {},
  ): AsyncGenerator<Transaction, void, undefined> {
    const limit = options.pageSize ?? 100;
    let skip = 0;
    for (;;) {
      const page = await this.listTransactions({ skip, limit, env: options.env });
      yield* page.data;
      if (!page.hasMore || page.data.length === 0) return;
      skip += page.data.length;
    }
  }

  async #request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'service-api-key': this.#apiKey,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < this.#maxRetries;
      let response: Response;
      try {
        response = await this.#fetch(url, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(this.#timeoutMs),
        });
      } catch (error) {
        if (isTimeout(error)) {
          throw new TimeoutError(
            `No answer from the Footprint API at ${url.origin} within ${this.#timeoutMs} ms.`,
            {
              cause: error,
            },
          );
        }
        if (canRetry) {
          await sleep(this.#backoff(attempt));
          continue;
        }
        throw new ConnectionError(
          `Cannot reach the Footprint API at ${url.origin}: ${describe(error)}.`,
          {
            code: 'connection-error',
            cause: error,
          },
        );
      }
      if (response.ok) {
        const data = (await response.json()) as T;
        this.lastResponse = {
          status: response.status,
          requestId: response.headers.get('x-request-id'),
          replayed: response.headers.get('idempotent-replayed') === 'true',
          attempts: attempt + 1,
        };
        return data;
      }
      const problem = await readProblem(response);
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && canRetry) {
        const backoff = this.#backoff(attempt);
        await sleep(
          response.status === 429 && retryAfter !== null
            ? Math.max(retryAfter * 1000, backoff)
            : backoff,
        );
        continue;
      }
      throw errorForResponse(response.status, problem, retryAfter);
    }
  }

  #backoff(attempt: number): number {
    return backoffMs(attempt, { baseMs: this.#retryBaseMs, maxMs: this.#retryMaxMs });
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && 'code' in cause) return String(cause.code);
  return error instanceof Error ? error.message : String(error);
}

async function readProblem(response: Response): Promise<ProblemResponse | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as ProblemResponse) : null;
  } catch {
    return null;
  }
}
