/** A real SMTP server in-process for tests: collects every mail it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtpSink(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes quoted-printable text so tests can search mails for German words and links. */
export function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** The base64 body of the MIME part whose headers name `filename`. */
export function attachmentBytes(raw: string, filename: string): Buffer {
  const start = raw.search(new RegExp(`filename="?${filename.replace(/\./g, '\\.')}`));
  if (start < 0) throw new Error('attachment missing');
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  return Buffer.from(body.slice(0, body.indexOf('--')).replace(/\s+/g, ''), 'base64');
}
