import { randomUUID } from 'node:crypto';
import type { Account, ApiKeyRecord, KeyKind, Store } from '../store/store.js';
import { generateApiKey } from './api-key.js';

/** The shared sandbox account of the public default test key. */
export const DEMO_ACCOUNT_ID = '00000000-0000-4000-8000-000000000000';
export const DEMO_ACCOUNT_NAME = 'Demo (default test key)';
export const LOCAL_ACCOUNT_NAME = 'Local account';
/** Fixed, so that instances starting together on one empty database create it only once. */
export const LOCAL_ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';

/** Generates a key for an account and stores its hash; the secret is returned only here. */
export async function createApiKey(
  store: Store,
  input: { accountId: string; kind: KeyKind; name?: string | null; now: Date },
): Promise<{ key: string; record: ApiKeyRecord }> {
  const generated = generateApiKey(input.kind);
  const record: ApiKeyRecord = {
    id: randomUUID(),
    accountId: input.accountId,
    kind: input.kind,
    hash: generated.hash,
    start: generated.start,
    name: input.name ?? null,
    createdAt: input.now.toISOString(),
    revokedAt: null,
  };
  await store.insertApiKey(record);
  return { key: generated.key, record };
}

/**
 * On a store with no account (the demo account aside, which is not anybody's), creates
 * "Local account" with one test and one live key, so a fresh install can be used at once.
 * Returns null when there already is an account, or when another instance starting at the same
 * time created the local account first (that instance prints the keys).
 */
export async function bootstrapLocalAccount(
  store: Store,
  now: Date,
): Promise<{ account: Account; testKey: string; liveKey: string } | null> {
  const demo = await store.getAccount(DEMO_ACCOUNT_ID);
  if ((await store.countAccounts()) - (demo ? 1 : 0) > 0) return null;
  let account: Account;
  try {
    account = await store.createAccount({
      id: LOCAL_ACCOUNT_ID,
      name: LOCAL_ACCOUNT_NAME,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (await store.getAccount(LOCAL_ACCOUNT_ID)) return null;
    throw error;
  }
  const test = await createApiKey(store, { accountId: account.id, kind: 'test', now });
  const live = await createApiKey(store, { accountId: account.id, kind: 'live', now });
  return { account, testKey: test.key, liveKey: live.key };
}

/** The demo account, created on first use; safe when two requests create it at once. */
export async function ensureDemoAccount(store: Store, now: Date): Promise<Account> {
  const existing = await store.getAccount(DEMO_ACCOUNT_ID);
  if (existing) return existing;
  try {
    return await store.createAccount({
      id: DEMO_ACCOUNT_ID,
      name: DEMO_ACCOUNT_NAME,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    const raced = await store.getAccount(DEMO_ACCOUNT_ID);
    if (raced) return raced;
    throw error;
  }
}
