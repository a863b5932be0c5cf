import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/ports/mailer.port';

/** Mail that has left for the server but not arrived yet, so a shutdown can wait for it. */
export class PendingMail {
  private readonly pending = new Set<Promise<unknown>>();

  track<T>(sending: Promise<T>): Promise<T> {
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending)).catch(() => undefined);
    return sending;
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}

/** Sends each mail over SMTP (nodemailer) to the server of SMTP_URL, e.g. Mailpit's smtp://mailpit:1025. */
export class SmtpMailer implements Mailer {
  private readonly transport;
  private readonly pending = new PendingMail();

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.pending.track(this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html }));
  }

  async close(): Promise<void> {
    await this.pending.settled();
    this.transport.close();
  }
}
