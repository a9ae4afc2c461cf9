import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** One e-mail as the outbox stores it and the mailer sends it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers (the job alerts' List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). Sent as given
   * over SMTP, and written with the others into the development outbox's file.
   */
  headers?: Record<string, string>;
  /**
   * Files sent with the message (an interview's calendar file: issue 28 item 3). Sent as MIME parts over
   * SMTP; the development outbox records each one's name and content type beside the bodies.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  /** Sends one message; throws when the mail server refuses it (the outbox then retries). */
  send(mail: Mail, id: number): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as JSON to DATA_DIR/outbox and its links
 * are logged, so that someone trying the product locally can verify an account without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    const host = new URL(config.publicUrl).hostname;
    return {
      async send(mail, id) {
        // One Message-ID per outbox row: a resend after a crash is the same message to the receiver.
        await transport.sendMail({ from: config.mailFrom, messageId: `<outbox-${id}@${host}>`, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const dir = join(config.dataDir, 'outbox');
  const host = new URL(config.publicUrl).hostname;
  return {
    async send(mail, id) {
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(id).padStart(8, '0')}.json`;
      // The message's headers as SMTP would send them, beside its subject and bodies, so that they can
      // be checked (issue 24: the unsubscribe headers of alert e-mails).
      const headers = {
        From: config.mailFrom,
        To: mail.to,
        Subject: mail.subject,
        'Message-ID': `<outbox-${id}@${host}>`,
        ...mail.headers,
      };
      const { headers: _extra, attachments, ...message } = mail;
      // Written aside, then renamed: whoever reads the outbox (a developer, the journeys) never finds a
      // half-written message under its .json name (seen: a journey read one and failed on its JSON).
      const writing = join(dir, `${name}.writing`);
      writeFileSync(
        writing,
        JSON.stringify(
          {
            ...message,
            headers,
            // Each attachment's name and type beside the bodies, and its text, so that it can be checked.
            attachments: (attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: Buffer.byteLength(a.content, 'utf8'),
              content: a.content,
            })),
          },
          null,
          2,
        ),
      );
      renameSync(writing, join(dir, name));
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: mail.to, subject: mail.subject, links, file: join(dir, name) },
        'e-mail written to the outbox',
      );
    },
    close: () => {},
  };
}
