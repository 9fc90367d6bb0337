/**
 * How `sitegen dev` talks to open tabs: the dev client script and a server-sent event stream that
 * says `reload` after a build and `build-error` with the message after a failed one (also to a tab
 * that connects later, until a build succeeds).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../serve/send-file.js';
import { isSameOrigin } from './allowed-hosts.js';
import { DEV_CLIENT_PATH, DEV_CLIENT_SCRIPT, DEV_EVENTS_PATH } from './dev-client.js';

export interface ReloadEvents {
  /** A build succeeded: every tab reloads. */
  reload(buildId: string): void;
  /** A build failed: every tab shows the message until the next build succeeds. */
  buildFailed(message: string): void;
  /** Answers the dev client script and the event stream; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Ends every tab's stream, so the server can close. */
  closeAll(): void;
}

export function createReloadEvents(): ReloadEvents {
  const clients = new Set<ServerResponse>();
  let lastError: string | undefined;
  const broadcast = (event: string, data: string) => {
    for (const client of clients) {
      // A tab that went away between its close and this write must not take the server down.
      if (client.destroyed || client.writableEnded) clients.delete(client);
      else client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`, () => {});
    }
  };
  return {
    reload(buildId) {
      lastError = undefined;
      broadcast('reload', buildId);
    },
    buildFailed(message) {
      lastError = message;
      broadcast('build-error', message);
    },
    handle(req, res) {
      if (req.url !== DEV_CLIENT_PATH && req.url !== DEV_EVENTS_PATH) return false;
      // Only the site's own tabs: a page of another origin that could reach this port is refused, whatever CORS would do.
      if (!isSameOrigin(req.headers.origin, req.headers.host)) {
        sendText(req, res, 403, `Blocked request: ${req.url} answers only pages of this server, not ones from another origin.\n`);
        return true;
      }
      if (req.url === DEV_CLIENT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript;charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(DEV_CLIENT_SCRIPT);
        return true;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.on('error', () => clients.delete(res));
      res.write(': connected\n\n');
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify(lastError)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    closeAll() {
      for (const client of clients) client.end();
    },
  };
}
