import type { FastifyReply, FastifyRequest } from 'fastify';

/** The pages' navigation; `current` marks the active one for `aria-current`. */
export type NavItem = 'dashboard' | 'transactions' | 'keys' | 'try' | 'password';

const accounts = new WeakMap<FastifyRequest, { id: string; email: string }>();

export function setPageAccount(request: FastifyRequest, account: { id: string; email: string }) {
  accounts.set(request, account);
}

/** The signed-in account of a page behind `requireSignIn`. */
export function pageAccount(request: FastifyRequest): { id: string; email: string } {
  const account = accounts.get(request);
  if (!account) throw new Error('A signed-in page was registered without requireSignIn');
  return account;
}

/**
 * Renders a page inside the layout with what every page needs: the title, the signed-in email
 * (or none), a CSRF token for its forms, and the current navigation item.
 */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  view: string,
  data: { title: string; nav?: NavItem; [name: string]: unknown },
  status = 200,
): Promise<FastifyReply> {
  const html = await reply.viewAsync(view, {
    ...data,
    nav: data.nav ?? null,
    email: accounts.get(request)?.email ?? null,
    csrfToken: reply.generateCsrf(),
  });
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
