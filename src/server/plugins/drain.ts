import type { FastifyInstance } from 'fastify';

/**
 * A stopping server answers the requests it is finishing with `Connection: close`. Without it, a
 * proxy's kept-alive connection that was busy when the stop began stays open once its request is
 * answered, and the server waits for it until its keep-alive time runs out (many seconds) before
 * it can exit. Idle connections are closed by the server itself when it stops.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
