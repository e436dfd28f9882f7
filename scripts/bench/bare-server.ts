/**
 * The yardstick of `npm run bench`: a bare Fastify server in its own process answering each
 * scenario's route with the very body the service gave, so the comparison isolates what the
 * service does beyond the framework. Reads `{ "<METHOD> <path>": { status, body } }` from the file
 * named by its first argument and prints `listening <port>` once ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<
  string,
  { status: number; body: string }
>;
const app = Fastify({ logger: false });
for (const [route, answer] of Object.entries(answers)) {
  const [method = 'GET', url = '/'] = route.split(' ');
  app.route({
    method: method as 'GET' | 'POST',
    url,
    handler: async (_request, reply) =>
      reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body),
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
