/**
 * The floor the API figures are read against (issue 32): a bare Fastify route answering the same kept bytes from
 * memory (`GET /day`: the busy day's JSON from argv[2], gzipped once, as the real route sends a kept day), nothing
 * else on the way. Run in a process of its own, as the server is; prints "listening <port>".
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const json = await readFile(process.argv[2]!);
const gzip = gzipSync(json);
const app = Fastify({ logger: false });
app.get('/day', (request, reply) => {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(json);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
