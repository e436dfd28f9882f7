import type { ApiKeyRecord } from '../store/store.js';
import { ExpiringCache } from './expiring-cache.js';

/**
 * Key records found by hash, kept for `ttlMs` of real time so that a busy key is not looked up in
 * the store on every request. The price is a bound on revocation: a revoked key keeps working in
 * this process for at most `ttlMs`. Unknown keys are never cached, so a new key works at once.
 */
export class VerifiedKeyCache extends ExpiringCache<ApiKeyRecord> {}
