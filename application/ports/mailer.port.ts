/** One e-mail: a plain-text body and the same words in simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mail: over SMTP to the server named by SMTP_URL, or, with none, into a folder as `.eml`
 * files (the embedded default, so the product runs alone).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
