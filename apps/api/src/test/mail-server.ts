import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the tests of e-mail delivery: it records each message as text (quoted-printable
 * soft line breaks and '=' escapes undone, so links read whole), or refuses it when `refuse` answers an
 * error (a server that is down or busy for a while).
 */
export async function startMailServer(
  options: { port?: number; refuse?: () => Error | undefined; onMessage?: (text: string) => void } = {},
): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const refusal = options.refuse?.();
        if (refusal) {
          callback(refusal);
          return;
        }
        const text = data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
        received.push(text);
        options.onMessage?.(text);
        callback();
      });
    },
  });
  // A sender killed in the middle of a message (the reliability suite's kill -9) resets its connection:
  // the server reports it as an error event, which unheard would end the test run. What arrived is
  // what the tests check.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP refusal with its reply code (421 "service not available", 451 "busy"): the sender retries. */
export const smtpRefusal = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });
