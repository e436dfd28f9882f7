import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { hashApiKey, hashesEqual, looksLikeApiKey } from '../keys/api-key.js';
import type { Environment, KeyKind, Store } from '../store/store.js';
import type { VerifiedKeyCache } from './verified-keys.js';

/** Who is calling: the account and environment a key grants, resolved once per request. */
export interface Caller {
  accountId: string;
  kind: KeyKind;
  /** The environment the key works in: test → sandbox, live → production. */
  env: Environment;
  /** The stored key's id, or null for the default test key. */
  keyId: string | null;
  isDefaultKey: boolean;
}

export type KeyedAction =
  | 'footprint'
  | 'read-transaction'
  | 'list-transactions'
  | 'read-calculator'
  | 'read-usage';

/** What the shared default test key may do; it never lists the demo account's transactions. */
const DEFAULT_KEY_ACTIONS: ReadonlySet<KeyedAction> = new Set([
  'footprint',
  'read-transaction',
  'read-calculator',
]);

const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Bearer' };

// Built only when thrown: an error's stack trace is costly to capture on every request.
function invalidKey(): AppError {
  return new AppError('invalid-api-key', 'The API key is not valid or was revoked.', {
    headers: UNAUTHORIZED_HEADERS,
  });
}

export function environmentOf(kind: KeyKind): Environment {
  return kind === 'live' ? 'production' : 'sandbox';
}

/** The key from `Service-Api-Key` (Node lower-cases header names) or `Authorization: Bearer`. */
export function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers['service-api-key'];
  const direct = (Array.isArray(header) ? header[0] : header)?.trim();
  if (direct) return direct;
  const authorization = request.headers.authorization?.trim();
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}

export async function authenticate(
  request: FastifyRequest,
  deps: { config: Config; store: Store; demoAccountId: string; verifiedKeys?: VerifiedKeyCache },
): Promise<Caller> {
  const key = presentedKey(request);
  if (key === null) {
    throw new AppError(
      'missing-api-key',
      'Send your API key in the Service-Api-Key header (or Authorization: Bearer).',
      { headers: UNAUTHORIZED_HEADERS },
    );
  }
  const defaultKey = deps.config.defaultTestKey;
  if (defaultKey !== null && key === defaultKey) {
    return {
      accountId: deps.demoAccountId,
      kind: 'test',
      env: 'sandbox',
      keyId: null,
      isDefaultKey: true,
    };
  }
  if (!looksLikeApiKey(key)) throw invalidKey();
  const hash = hashApiKey(key);
  let record = deps.verifiedKeys?.get(hash) ?? null;
  if (record === null) {
    record = await deps.store.findApiKeyByHash(hash);
    if (record !== null && record.revokedAt === null) deps.verifiedKeys?.set(hash, record);
  }
  if (record === null || !hashesEqual(record.hash, hash) || record.revokedAt !== null) {
    throw invalidKey();
  }
  return {
    accountId: record.accountId,
    kind: record.kind,
    env: environmentOf(record.kind),
    keyId: record.id,
    isDefaultKey: false,
  };
}

export function authorize(caller: Caller, action: KeyedAction): void {
  if (caller.isDefaultKey && !DEFAULT_KEY_ACTIONS.has(action)) {
    throw new AppError(
      'forbidden',
      action === 'read-usage'
        ? "The default test key cannot read an account's usage. Create your own key."
        : 'The default test key cannot list transactions. Create your own key to list them.',
    );
  }
}

/** The environments a caller may read a transaction from by id. */
export function readableEnvironments(caller: Caller): Environment[] {
  return caller.kind === 'live' ? ['sandbox', 'production'] : ['sandbox'];
}
