import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The URL as logged: the path alone, since query values can carry the caller's data. */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One access-log line per request, written when its response is finished:
 * method, path, status, response time in ms and request id. Fastify's own
 * request logging writes two lines (on arrival and on completion) with the
 * full URL; at the default level that was the largest cost of a small
 * request, and the URL's query may hold values the caller sent.
 *
 * Written through the app's logger with the id as a field, so a request
 * that logs nothing else never makes a child logger (see request-logger.ts).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      reqId: request.id,
      method: request.method,
      path: loggedPath(request.url),
      statusCode: reply.statusCode,
      // Hundredths of a millisecond: finer digits are noise, and cost bytes on every line.
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) request.server.log.error({ ...line, err: error }, 'request errored');
    else request.server.log.info(line, 'request completed');
  }
}
