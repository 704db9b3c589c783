/** One outgoing mail. `links` are the actionable URLs in it (also written beside outbox mails). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which mail this is, e.g. 'verify-email' (tests and the outbox sidecar use it). */
  kind: string;
  links: Record<string, string>;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
