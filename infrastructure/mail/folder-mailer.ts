import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/ports/mailer.port';
import { PendingMail } from './smtp-mailer';

/**
 * The embedded default, with no SMTP_URL: each mail, composed by nodemailer as it would be sent, is
 * written to a folder (DATA_DIR/mail) as an .eml file any mail program opens, and announced in one
 * line of the log, so the product runs alone and its mail can still be read.
 */
export class FolderMailer implements Mailer {
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly pending = new PendingMail();

  constructor(
    private readonly folder: string,
    private readonly from: string,
    private readonly announce: (line: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.pending.track(this.write(message));
  }

  async close(): Promise<void> {
    await this.pending.settled();
  }

  private async write(message: MailMessage): Promise<void> {
    const composed = await this.composer.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    await mkdir(this.folder, { recursive: true });
    // Sorted by time in a listing; the random part keeps two mails of one millisecond apart.
    const file = join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    // Written under another name, then renamed: whoever lists the folder sees a whole .eml or none.
    const partial = `${file}.part`;
    await writeFile(partial, composed.message as Buffer, { mode: 0o600 });
    await rename(partial, file);
    this.announce(`Mail "${message.subject}" to ${message.to} written to ${file} (set SMTP_URL to send mail)`);
  }
}
