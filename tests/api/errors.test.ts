/** A failure inside the server: the client gets a 500 with a request id and nothing else; the log has the rest. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedError } from '../../server/http/errors';
import { backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('internal errors on $name', (backend) => {
  let t: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestServer(backend, {}, { logLines });
  }, 60_000);
  afterAll(async () => t.close());

  it('answers 500 with only a request id, and logs the error under that id', async () => {
    const token = await t.adminToken();
    // Break the database under the server: the templates table disappears.
    await t.server.database.db.execute(sql`alter table templates rename to templates_gone`);
    try {
      const response = await t.request({ method: 'GET', url: 'templates', token });
      expect(response.statusCode).toBe(500);
      const body = response.json() as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['message']);
      const match = /^Errore interno del server \(richiesta ([0-9a-f-]{36})\)$/.exec(String(body.message));
      expect(match).not.toBeNull();
      expect(response.body).not.toMatch(/templates_gone|relation|stack|at /i);
      const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const entry = logged.find((line) => line.requestId === match?.[1]);
      expect(entry).toBeDefined();
      expect(JSON.stringify(entry)).toContain('templates');
    } finally {
      await t.server.database.db.execute(sql`alter table templates_gone rename to templates`);
    }
    expect((await t.request({ method: 'GET', url: 'templates', token })).statusCode).toBe(200);
  });

  it('logs a failed statement with megabytes of parameters in a few kB', () => {
    const statement = new Error(`Failed query: insert ...\nparams: ${'1,'.repeat(2_000_000)}`);
    const logged = loggedError(new Error('wrapped', { cause: statement }));
    const text = JSON.stringify(logged);
    expect(text.length).toBeLessThan(20_000);
    expect(text).toContain('Failed query: insert');
    expect(text).toContain('(4000033 characters)');
  });
});
