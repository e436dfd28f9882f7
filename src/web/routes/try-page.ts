import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { HttpContext } from '../../http/context.js';
import { createFootprints } from '../../http/routes/footprints.js';
import { explainItem } from '../explain.js';
import { pageAccount, renderPage } from '../page.js';

interface TryForm {
  productName?: string;
  productPrice?: string;
  used?: string;
}

const MAX_NAME_LENGTH = 500;

/** The page footprints like a key does, so it is limited like one (`RATE_LIMIT_*`), per account. */
async function withinRateLimit(context: HttpContext, accountId: string): Promise<boolean> {
  const { rateLimitPerSecond, rateLimitBurst } = context.config;
  if (rateLimitPerSecond <= 0) return true;
  const decision = await context.rateLimiter.consume(
    `try:${accountId}`,
    { capacity: Math.max(1, rateLimitBurst), refillPerSecond: rateLimitPerSecond },
    context.clock.now().getTime(),
  );
  return decision.allowed;
}

/**
 * `/try`: footprints one product in the account's sandbox, as its test key would (stored as a
 * sandbox transaction, free), and explains the result.
 */
export function registerTryPage(
  web: FastifyInstance,
  context: HttpContext,
  signedIn: preHandlerAsyncHookHandler,
): void {
  const page = (
    form: TryForm,
    problems: { field: string; message: string }[],
    result: unknown,
  ) => ({
    title: 'Try it',
    nav: 'try' as const,
    form,
    problems,
    result,
  });

  web.get('/try', { preHandler: signedIn }, async (request, reply) =>
    renderPage(request, reply, 'try', page({}, [], null)),
  );

  web.post<{ Body: TryForm }>(
    '/try',
    { preHandler: [signedIn, web.csrfProtection] },
    async (request, reply) => {
      const form = request.body ?? {};
      const name = String(form.productName ?? '').trim();
      const priceText = String(form.productPrice ?? '').trim();
      const problems: { field: string; message: string }[] = [];
      if (name === '') problems.push({ field: 'productName', message: 'Enter the product name.' });
      if (name.length > MAX_NAME_LENGTH) {
        problems.push({
          field: 'productName',
          message: `The product name must have at most ${MAX_NAME_LENGTH} characters.`,
        });
      }
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(priceText)) {
        problems.push({
          field: 'productPrice',
          message: 'Enter the price in US dollars, like 49.99 (at most two decimals).',
        });
      }
      if (problems.length > 0) {
        return renderPage(request, reply, 'try', page(form, problems, null), 400);
      }
      if (!(await withinRateLimit(context, pageAccount(request).id))) {
        const limited = [
          { field: 'productName', message: 'Too many tries at once. Wait a moment.' },
        ];
        return renderPage(request, reply, 'try', page(form, limited, null), 429);
      }
      const outcome = await createFootprints(
        {
          accountId: pageAccount(request).id,
          kind: 'test',
          env: 'sandbox',
          keyId: null,
          isDefaultKey: false,
        },
        request.ip,
        {
          body: {
            items: [
              {
                productName: name,
                productPrice: Number(priceText),
                newProduct: form.used !== 'on',
              },
            ],
          },
          idempotencyKey: undefined,
        },
        context,
      );
      const item = outcome.transaction.items[0];
      const result = item
        ? { transactionId: outcome.transaction.id, ...explainItem(context.engine, item) }
        : null;
      return renderPage(request, reply, 'try', page(form, [], result));
    },
  );
}
