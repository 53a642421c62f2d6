/**
 * The shared back office's mail, over HTTP: the global set-up runs the SMTP catcher
 * (`tests/fixtures/smtp.ts`) the server sends to, in vitest's main process, and serves
 * `GET /next?to=<address>&timeout=<ms>` (the next message for that address, as JSON) so that a test
 * file, in a worker, can wait for its own mail. Each test mails addresses of its own.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CaughtMail, SmtpCatcher } from '../fixtures/smtp';

export interface Mailbox {
  /** `http://127.0.0.1:<port>`, for `nextMail`. */
  readonly url: string;
  stop(): Promise<void>;
}

export async function serveMailbox(catcher: SmtpCatcher): Promise<Mailbox> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to') ?? '';
    if (request.method !== 'GET' || url.pathname !== '/next' || to === '') {
      response.writeHead(404).end();
      return;
    }
    const timeout = Math.min(Number(url.searchParams.get('timeout') ?? '10000') || 10_000, 60_000);
    catcher.next(to, timeout).then(
      (mail) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(mail));
      },
      (error: unknown) => {
        response.writeHead(504, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The next message the shared back office sent to `address` (waits up to `timeoutMs`). */
export async function nextMail(mailbox: string, address: string, timeoutMs = 10_000): Promise<CaughtMail> {
  const query = new URLSearchParams({ to: address, timeout: String(timeoutMs) });
  const response = await fetch(`${mailbox}/next?${query.toString()}`);
  if (!response.ok) throw new Error(`no mail for ${address}: ${response.status} ${await response.text()}`);
  return (await response.json()) as CaughtMail;
}
