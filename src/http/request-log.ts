import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the response has been sent: method, URL, status and
 * time, under the request's id. Fastify's own request logging writes two lines (on arrival and on
 * completion), and the log write is a good part of a small request's cost. A request that never
 * completes still shows up: the error handler logs faults when they happen.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
