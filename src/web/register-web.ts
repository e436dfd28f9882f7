import csrfProtection from '@fastify/csrf-protection';
import formBody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifyView from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { HttpContext } from '../http/context.js';
import { statusOf } from '../http/problem.js';
import { registerPageSecurityHeaders } from '../http/security-headers.js';
import { renderPage, setPageAccount } from './page.js';
import { registerAuthPages } from './routes/auth-pages.js';
import { registerDashboardPage } from './routes/dashboard-page.js';
import { registerKeyPages } from './routes/key-pages.js';
import { registerPasswordPage } from './routes/password-page.js';
import { registerTransactionPages } from './routes/transaction-pages.js';
import { registerTryPage } from './routes/try-page.js';
import { redirectToSignIn, sessionLogin } from './session.js';
import { CHART_JS_DIR, PUBLIC_DIR, VIEWS_DIR } from './web-paths.js';

/** The `preHandler` of every signed-in page: the account, or a redirect to the sign-in page. */
export function requireSignIn(context: HttpContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const login = await sessionLogin(request, context);
    if (login === null) return redirectToSignIn(reply, request.url);
    setPageAccount(request, { id: login.accountId, email: login.email });
  };
}

/** Web errors are pages, not problem+json: a bad CSRF token, a store outage, our own fault. */
async function answerWithPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET') {
    return renderPage(
      request,
      reply,
      'error',
      {
        title: 'Form expired',
        message:
          'This form expired or was sent from another site. Go back, reload the page and try again.',
      },
      403,
    );
  }
  if (error instanceof AppError && statusOf(error.code) < 500) {
    return renderPage(
      request,
      reply,
      'error',
      { title: 'Not possible', message: error.message },
      statusOf(error.code),
    );
  }
  if (error.statusCode !== undefined && error.statusCode < 500) {
    return renderPage(
      request,
      reply,
      'error',
      { title: 'Bad request', message: 'The form could not be read. Go back and try again.' },
      error.statusCode,
    );
  }
  request.log.error({ err: error }, 'web page failed');
  const unavailable = error instanceof AppError && error.code === 'unavailable';
  return renderPage(
    request,
    reply,
    'error',
    {
      title: unavailable ? 'Service unavailable' : 'Something went wrong',
      message: unavailable
        ? 'The data store does not answer right now. Try again in a moment.'
        : `Something went wrong on our side (request ${request.id}). Try again.`,
    },
    unavailable ? 503 : 500,
  );
}

/**
 * The account web app: server-rendered pages at `/`, their assets under `/assets/` (Chart.js from
 * its package). Forms are URL-encoded and parsed only here, so the API keeps answering 415 to
 * anything but JSON. Sessions are registered beforehand on the scope the web app shares with the
 * account API (`registerSessions` in `src/app.ts`); the rest of the API never reads them.
 */
export async function registerWeb(app: FastifyInstance, context: HttpContext): Promise<void> {
  // Pages, their assets and their errors carry helmet's full set of security headers.
  await app.register(async (site) => {
    registerPageSecurityHeaders(site);
    await registerSite(site, context);
  });
}

async function registerSite(app: FastifyInstance, context: HttpContext): Promise<void> {
  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/assets/',
    index: false,
    wildcard: false,
    maxAge: '1h',
  });
  // Chart.js straight from its package (installed by `npm ci`): that one file, nothing else there.
  app.get('/assets/vendor/chart.umd.min.js', { schema: { hide: true } }, (_request, reply) =>
    reply.sendFile('chart.umd.min.js', CHART_JS_DIR, { maxAge: '1d' }),
  );

  await app.register(async (web) => {
    // Pages are not part of the API: keep them out of the OpenAPI document.
    web.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await web.register(formBody);
    await web.register(csrfProtection, { sessionPlugin: '@fastify/secure-session' });
    await web.register(fastifyView, {
      engine: { eta: new Eta() },
      templates: VIEWS_DIR,
      production: true,
    });
    web.setErrorHandler(answerWithPage);
    const signedIn = requireSignIn(context);
    registerAuthPages(web, context);
    registerPasswordPage(web, context, signedIn);
    registerKeyPages(web, context, signedIn);
    registerTransactionPages(web, context, signedIn);
    registerDashboardPage(web, context, signedIn);
    registerTryPage(web, context, signedIn);
  });
}
