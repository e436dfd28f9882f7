import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { changePassword } from '../../accounts/account-service.js';
import type { HttpContext } from '../../http/context.js';
import { pageAccount, renderPage } from '../page.js';
import { signIn } from '../session.js';

interface PasswordForm {
  currentPassword?: string;
  newPassword?: string;
}

/** `/account/password`: change the password; every other session of the account ends. */
export function registerPasswordPage(
  web: FastifyInstance,
  context: HttpContext,
  signedIn: preHandlerAsyncHookHandler,
): void {
  web.get('/account/password', { preHandler: signedIn }, async (request, reply) =>
    renderPage(request, reply, 'password', {
      title: 'Change password',
      nav: 'password',
      problems: [],
      changed: false,
    }),
  );

  web.post<{ Body: PasswordForm }>(
    '/account/password',
    { preHandler: [signedIn, web.csrfProtection] },
    async (request, reply) => {
      const account = pageAccount(request);
      const now = context.clock.now();
      const result = await changePassword(context.store, {
        accountId: account.id,
        currentPassword: String(request.body?.currentPassword ?? ''),
        newPassword: String(request.body?.newPassword ?? ''),
        now,
      });
      if (!result.ok) {
        return renderPage(
          request,
          reply,
          'password',
          { title: 'Change password', nav: 'password', problems: result.problems, changed: false },
          400,
        );
      }
      signIn(request, { accountId: account.id, sessionVersion: result.sessionVersion }, now);
      return renderPage(request, reply, 'password', {
        title: 'Change password',
        nav: 'password',
        problems: [],
        changed: true,
      });
    },
  );
}
