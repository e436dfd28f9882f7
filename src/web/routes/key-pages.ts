import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { HttpContext } from '../../http/context.js';
import { createApiKey } from '../../keys/accounts.js';
import type { KeyKind } from '../../store/store.js';
import { pageAccount, renderPage } from '../page.js';

interface CreateKeyForm {
  kind?: string;
  name?: string;
}

const MAX_NAME_LENGTH = 100;

/** The service's own address as the browser reached it, for ready-to-paste commands. */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A curl command that footprints one product with `key`. */
export function curlExample(baseUrl: string, key: string): string {
  return [
    `curl -s ${baseUrl}/v2/footprint/products \\`,
    `  -H 'Service-Api-Key: ${key}' -H 'Content-Type: application/json' \\`,
    `  -d '{"items":[{"productName":"Apple MacBook Air 13-inch M3 laptop","productPrice":1099}]}'`,
  ].join('\n');
}

async function keyRows(context: HttpContext, accountId: string) {
  const [keys, uses] = await Promise.all([
    context.store.listApiKeys(accountId),
    context.store.keyLastUses(accountId),
  ]);
  return keys
    .map((key) => ({ ...key, lastUsedAt: uses.get(key.id) ?? null }))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** `/account/keys`: list, create (the secret shown once) and revoke (after confirmation). */
export function registerKeyPages(
  web: FastifyInstance,
  context: HttpContext,
  signedIn: preHandlerAsyncHookHandler,
): void {
  const showKeys = async (
    request: FastifyRequest,
    extra: {
      created?: { key: string; kind: KeyKind; curl: string };
      problems?: string[];
      revoked?: boolean;
    },
  ) => ({
    title: 'API keys',
    nav: 'keys' as const,
    keys: await keyRows(context, pageAccount(request).id),
    created: extra.created ?? null,
    problems: extra.problems ?? [],
    revoked: extra.revoked ?? false,
  });

  web.get<{ Querystring: { revoked?: string } }>(
    '/account/keys',
    { preHandler: signedIn },
    async (request, reply) =>
      renderPage(
        request,
        reply,
        'keys',
        await showKeys(request, { revoked: request.query.revoked === '1' }),
      ),
  );

  web.post<{ Body: CreateKeyForm }>(
    '/account/keys',
    { preHandler: [signedIn, web.csrfProtection] },
    async (request, reply) => {
      const kind = request.body?.kind;
      const name = String(request.body?.name ?? '').trim();
      const problems: string[] = [];
      if (kind !== 'test' && kind !== 'live') problems.push('Choose a test or a production key.');
      if (name.length > MAX_NAME_LENGTH) {
        problems.push(`The name must have at most ${MAX_NAME_LENGTH} characters.`);
      }
      if (problems.length > 0 || (kind !== 'test' && kind !== 'live')) {
        return renderPage(request, reply, 'keys', await showKeys(request, { problems }), 400);
      }
      const { key } = await createApiKey(context.store, {
        accountId: pageAccount(request).id,
        kind,
        name: name === '' ? null : name,
        now: context.clock.now(),
      });
      // The only response that ever carries the secret; it must not be cached anywhere.
      reply.header('Cache-Control', 'no-store');
      return renderPage(
        request,
        reply,
        'keys',
        await showKeys(request, {
          created: { key, kind, curl: curlExample(baseUrlOf(request), key) },
        }),
        201,
      );
    },
  );

  web.get<{ Params: { id: string } }>(
    '/account/keys/:id/revoke',
    { preHandler: signedIn },
    async (request, reply) => {
      const keys = await keyRows(context, pageAccount(request).id);
      const key = keys.find((k) => k.id === request.params.id && k.revokedAt === null);
      if (!key) {
        return renderPage(
          request,
          reply,
          'error',
          {
            title: 'Key not found',
            message: 'This account has no active key with this id.',
          },
          404,
        );
      }
      return renderPage(request, reply, 'revoke-key', { title: 'Revoke key', nav: 'keys', key });
    },
  );

  web.post<{ Params: { id: string } }>(
    '/account/keys/:id/revoke',
    { preHandler: [signedIn, web.csrfProtection] },
    async (request, reply) => {
      const revoked = await context.store.revokeApiKey(
        pageAccount(request).id,
        request.params.id,
        context.clock.now().toISOString(),
      );
      if (!revoked) {
        return renderPage(
          request,
          reply,
          'error',
          {
            title: 'Key not found',
            message: 'This account has no active key with this id.',
          },
          404,
        );
      }
      return reply.redirect('/account/keys?revoked=1', 303);
    },
  );
}
