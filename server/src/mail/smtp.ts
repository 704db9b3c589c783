import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Sends through the SMTP server of SMTP_URL (smtp[s]://user:pass@host:port). nodemailer is loaded
 * with the first mail, not at start (issue 20 item 1: every module loaded at start is paid on every
 * restart); a URL it cannot use fails that send, and every later one, with its reason.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(options.url),
    ));
  return {
    mode: 'smtp',
    async send(mail) {
      await (await transportOf()).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      if (transport) (await transport.catch(() => null))?.close();
    },
  };
}
