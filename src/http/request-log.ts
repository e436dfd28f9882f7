import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the response has been sent: method, URL, client address,
 * status and time, under the request's id. Fastify's own request logging writes two lines (on
 * arrival and on completion), and the log write is a good part of a small request's cost. A
 * request that never completes still shows up: the error handler logs faults when they happen.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // `req` and `res` go through Fastify's serializers (request.log is its child logger), which
    // read `ip` for remoteAddress: a `remoteAddress` field would be dropped. Plain fields rather
    // than the request itself, whose serialization also works out the host and port (a few
    // microseconds of every request).
    request.log.info(
      {
        req: { method: request.method, url: request.url, ip: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
