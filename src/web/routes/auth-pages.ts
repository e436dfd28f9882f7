import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkCredentials, type FieldProblem, signUp } from '../../accounts/account-service.js';
import { normalizeEmail } from '../../accounts/emails.js';
import type { HttpContext } from '../../http/context.js';
import type { RateLimitRule } from '../../http/rate-limit/rate-limiter.js';
import { renderPage } from '../page.js';
import { sessionAccountId, signIn, signOut } from '../session.js';

interface CredentialsForm {
  email?: string;
  password?: string;
  next?: string;
}

/** 10 attempts, then one more every 90 seconds: per client address, and per email. */
const SIGN_IN_RULE: RateLimitRule = { capacity: 10, refillPerSecond: 1 / 90 };
/** 5 accounts per address, then one every 10 minutes. */
const SIGN_UP_RULE: RateLimitRule = { capacity: 5, refillPerSecond: 1 / 600 };

const WRONG_CREDENTIALS = 'The email or password is not right.';

/** Only local paths are followed after signing in (no open redirect). */
function safeNext(next: string | undefined): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/dashboard';
}

/** Consumes one attempt from each bucket; the seconds to wait when any is empty, else 0. */
async function throttle(context: HttpContext, buckets: string[], rule: RateLimitRule) {
  const now = context.clock.now().getTime();
  let wait = 0;
  for (const bucket of buckets) {
    const decision = await context.rateLimiter.consume(bucket, rule, now);
    if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
  }
  return wait;
}

function tooMany(seconds: number): FieldProblem[] {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return [
    {
      field: 'email',
      message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
  ];
}

export function registerAuthPages(web: FastifyInstance, context: HttpContext): void {
  const signUpOpen = context.config.signup === 'open';

  web.get('/', async (request, reply) => {
    const accountId = await sessionAccountId(request, context);
    return reply.redirect(accountId ? '/dashboard' : '/sign-in', 303);
  });

  const showSignIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: CredentialsForm,
    problems: FieldProblem[] = [],
    status = 200,
  ) =>
    renderPage(
      request,
      reply,
      'sign-in',
      { title: 'Sign in', form, problems, next: form.next ?? '', signUpOpen },
      status,
    );

  web.get<{ Querystring: { next?: string } }>('/sign-in', async (request, reply) =>
    showSignIn(request, reply, { next: request.query.next }),
  );

  web.post<{ Body: CredentialsForm }>(
    '/sign-in',
    { preHandler: web.csrfProtection },
    async (request, reply) => {
      const form = request.body ?? {};
      const email = normalizeEmail(String(form.email ?? ''));
      const wait = await throttle(
        context,
        [`signin-ip:${request.ip}`, `signin-email:${email}`],
        SIGN_IN_RULE,
      );
      if (wait > 0)
        return showSignIn(request, reply, { ...form, password: '' }, tooMany(wait), 429);
      const login = await checkCredentials(context.store, {
        email,
        password: String(form.password ?? ''),
      });
      if (login === null) {
        return showSignIn(
          request,
          reply,
          { ...form, password: '' },
          [{ field: 'email', message: WRONG_CREDENTIALS }],
          401,
        );
      }
      signIn(request, login, context.clock.now());
      return reply.redirect(safeNext(form.next), 303);
    },
  );

  const showSignUp = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: CredentialsForm,
    problems: FieldProblem[] = [],
    status = 200,
  ) =>
    renderPage(
      request,
      reply,
      'sign-up',
      { title: 'Create an account', form, problems, signUpOpen },
      signUpOpen ? status : 403,
    );

  web.get('/sign-up', async (request, reply) => showSignUp(request, reply, {}));

  web.post<{ Body: CredentialsForm }>(
    '/sign-up',
    { preHandler: web.csrfProtection },
    async (request, reply) => {
      const form = request.body ?? {};
      if (!signUpOpen) return showSignUp(request, reply, {});
      const email = normalizeEmail(String(form.email ?? ''));
      const wait = await throttle(
        context,
        [`signup-ip:${request.ip}`, `signup-email:${email}`],
        SIGN_UP_RULE,
      );
      if (wait > 0)
        return showSignUp(request, reply, { ...form, password: '' }, tooMany(wait), 429);
      const result = await signUp(context.store, {
        email,
        password: String(form.password ?? ''),
        now: context.clock.now(),
      });
      if (!result.ok) {
        return showSignUp(request, reply, { ...form, password: '' }, result.problems, 400);
      }
      signIn(request, { accountId: result.account.id, sessionVersion: 1 }, context.clock.now());
      return reply.redirect('/dashboard', 303);
    },
  );

  web.post('/sign-out', { preHandler: web.csrfProtection }, async (request, reply) => {
    signOut(request);
    return reply.redirect('/sign-in', 303);
  });
}
