/**
 * Outgoing e-mail (password recovery, password-changed notices), through nodemailer:
 * - with `SMTP_URL`, a pooled SMTP transport to that server;
 * - without it, each message is written as an RFC 822 `.eml` file under `DATA_DIR/mail/` (built by
 *   nodemailer itself, so it is the message an SMTP server would have received) and its path is
 *   logged, so `npm start` works out of the box and a developer can open the mail.
 * Files are written to a temporary name and renamed, so a reader never sees half a message.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections (the server's close). */
  close(): Promise<void>;
}

/** Seconds an SMTP conversation may wait at each step before it fails. */
const SMTP_TIMEOUT_MS = 15_000;

function smtpMailer(config: ServerConfig & { smtpUrl: string }, log: FastifyBaseLogger): Mailer {
  const url = new URL(config.smtpUrl);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    host: url.hostname,
    port: url.port === '' ? (url.protocol === 'smtps:' ? 465 : 587) : Number(url.port),
    secure: url.protocol === 'smtps:',
    ...(url.username === ''
      ? {}
      : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ messageId: info.messageId, to: message.to }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

function fileMailer(config: ServerConfig, log: FastifyBaseLogger): Mailer {
  const directory = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const content = info.message;
      if (!Buffer.isBuffer(content)) throw new Error('the mail was not built as a buffer');
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const target = path.join(directory, name);
      const temporary = `${target}.tmp`;
      try {
        await writeFile(temporary, content, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      log.info({ file: target, to: message.to }, 'mail written to a file (no SMTP_URL set)');
    },
    async close() {
      transport.close();
    },
  };
}

export function createMailer(config: ServerConfig, log: FastifyBaseLogger): Mailer {
  const { smtpUrl } = config;
  return smtpUrl === null ? fileMailer(config, log) : smtpMailer({ ...config, smtpUrl }, log);
}
