import nodemailer from 'nodemailer';
import type { RenderedEmail } from './layout';

export interface OutgoingMail extends RenderedEmail {
  to: { name: string; address: string };
  /** Stable per notification or digest, so a receiving server can spot a repeat. */
  messageId: string;
}

/** The domain our Message-IDs use: the sender address's. */
export function messageIdDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'research-connect.local';
}

/** Hands mail to the SMTP server at SMTP_URL over a small pool of connections. */
export class Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 4,
      // Fail a send in seconds when the server is away, so the job retries instead of hanging.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** An SMTP rejection that sending again would get again (a 5xx reply, e.g. no such mailbox). */
export function isPermanentMailError(err: unknown): boolean {
  return (err as { permanent?: boolean }).permanent === true;
}
