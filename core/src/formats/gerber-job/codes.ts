/**
 * The stable diagnostic codes of the Gerber job file reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const GerberJobCode = {
  fieldBad: 'gerber-job.field.bad',
  json: 'gerber-job.json',
  oldSyntax: 'gerber-job.old-syntax',
  tooLarge: 'gerber-job.too-large',
} as const;

/** One diagnostic code of the Gerber job file reader. */
export type GerberJobCode = (typeof GerberJobCode)[keyof typeof GerberJobCode];
