import { randomBytes } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../http/context.js';
import type { Login, Store } from '../store/store.js';

/** What the encrypted session cookie holds once its owner has signed in. */
declare module '@fastify/secure-session' {
  interface SessionData {
    accountId: string;
    /** The login's session version at sign-in; a password change raises it, ending the session. */
    sessionVersion: number;
    /** Milliseconds since the epoch. */
    signedInAt: number;
  }
}

export const SESSION_COOKIE = 'fp_session';
const SESSION_HOURS = 12;
const SECRET_NAME = 'session-key';

/**
 * Registers @fastify/secure-session on `app`: the scope of the web app and the account API (which
 * reads the session too), not the whole service, so other requests skip its cookie hooks.
 * The cookie is encrypted and authenticated with a key kept in the store, so every instance on
 * one database shares it. HttpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS
 * (directly, or through a proxy trusted by `TRUST_PROXY`).
 */
export async function registerSessions(app: FastifyInstance, store: Store, clock: Clock) {
  const key = await store.ensureSecret(
    SECRET_NAME,
    randomBytes(32).toString('base64'),
    clock.now().toISOString(),
  );
  await app.register(secureSession, {
    key: Buffer.from(key, 'base64'),
    cookieName: SESSION_COOKIE,
    expiry: SESSION_HOURS * 60 * 60,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' },
  });
}

/** Starts a signed-in session, dropping whatever the anonymous session held. */
export function signIn(
  request: FastifyRequest,
  login: { accountId: string; sessionVersion: number },
  now: Date,
): void {
  request.session.regenerate();
  request.session.set('accountId', login.accountId);
  request.session.set('sessionVersion', login.sessionVersion);
  request.session.set('signedInAt', now.getTime());
}

export function signOut(request: FastifyRequest): void {
  request.session.delete();
}

/**
 * The signed-in account's login, or null: the session must be younger than its expiry and issued
 * after the login's last password change.
 */
export async function sessionLogin(
  request: FastifyRequest,
  deps: { store: Store; clock: Clock },
): Promise<Login | null> {
  const session = request.session as FastifyRequest['session'] | undefined;
  const accountId = session?.get('accountId');
  const version = session?.get('sessionVersion');
  const signedInAt = session?.get('signedInAt');
  if (!accountId || version === undefined || signedInAt === undefined) return null;
  if (deps.clock.now().getTime() - signedInAt > SESSION_HOURS * 60 * 60 * 1000) return null;
  const login = await deps.store.getLogin(accountId);
  return login !== null && login.sessionVersion === version ? login : null;
}

/** The signed-in account's id, or null (see `sessionLogin`). */
export async function sessionAccountId(
  request: FastifyRequest,
  deps: { store: Store; clock: Clock },
): Promise<string | null> {
  return (await sessionLogin(request, deps))?.accountId ?? null;
}

export function redirectToSignIn(reply: FastifyReply, next: string) {
  return reply.redirect(`/sign-in?next=${encodeURIComponent(next)}`, 303);
}
