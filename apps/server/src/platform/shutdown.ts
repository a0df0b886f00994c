import type { FastifyInstance } from 'fastify';

/**
 * On shutdown the HTTP server closes only the keep-alive connections that are idle at that moment;
 * a connection whose request is still running would then stay open until its keep-alive time-out,
 * holding the shutdown. Answers sent while shutting down therefore ask the client to close the
 * connection, so close() ends as soon as the requests in flight have answered.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
