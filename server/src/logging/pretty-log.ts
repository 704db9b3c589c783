import PinoPretty from 'pino-pretty';

type Colors = Parameters<PinoPretty.MessageFormatFunc>[3]['colors'];

/** Keys that are pino's own or that the message already says (a request line says its request). */
const NOT_SHOWN = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'req',
  'res',
  'responseTime',
  'links',
  'err',
]);

/** Continuation lines (links, stack traces) sit under the message. */
const INDENT = '    ';
const MAX_VALUE_CHARS = 200;

/**
 * The human log format (LOG_FORMAT=pretty, decision 0058): pino-pretty, in this process (no worker
 * thread: lines come out in order with everything else the process prints), local time, and each
 * record as one line — its message, then its other fields as `key=value`. Links (a mail's
 * confirmation link) go one per line under it, whole, so a terminal makes them clickable; an error's
 * stack goes under it too. Records of warnings and errors written while answering a request name the
 * request id that the client saw in the error's body.
 */
export function prettyLogStream(options: { destination?: NodeJS.WritableStream; colorize?: boolean } = {}) {
  return PinoPretty({
    ...(options.destination ? { destination: options.destination } : {}),
    ...(options.colorize === undefined ? {} : { colorize: options.colorize }),
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    hideObject: true,
    messageFormat: (log, messageKey, _levelLabel, { colors }) => formatRecord(log, messageKey, colors),
  });
}

/** One record's message, its fields, its links and its error, as pretty mode prints them. */
export function formatRecord(log: Record<string, unknown>, messageKey: string, colors: Colors): string {
  const message = typeof log[messageKey] === 'string' ? (log[messageKey] as string) : '';
  const fields = Object.entries(log)
    .filter(([key, value]) => !NOT_SHOWN.has(key) && key !== messageKey && value !== undefined)
    .filter(([, value]) => !saysAlready(message, value))
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  let line = fields.length > 0 ? `${message} ${colors.gray(fields.join(' '))}` : message;
  if (typeof log.reqId === 'string' && typeof log.level === 'number' && log.level >= 40 && !log.res)
    line += colors.gray(` (request ${log.reqId})`);
  for (const link of linksOf(log.links)) line += `\n${INDENT}${colors.cyan(link)}`;
  const stack = errorText(log.err);
  if (stack) line += `\n${stack.replace(/^/gm, INDENT)}`;
  return line;
}

/**
 * Whether the message already says this value (`Studio is ready at http://…` with `publicUrl`), as
 * a whole word; values shorter than two characters are always shown.
 */
function saysAlready(message: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value).toLowerCase();
  if (text.length < 2) return false;
  const at = message.toLowerCase().indexOf(text);
  if (at < 0) return false;
  const before = message[at - 1] ?? ' ';
  const after = message[at + text.length] ?? ' ';
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

/** A mail's links, `{ action: url }` or a list of URLs. */
function linksOf(links: unknown): string[] {
  if (!links || typeof links !== 'object') return [];
  return Object.values(links).filter((link): link is string => typeof link === 'string');
}

function formatValue(value: unknown): string {
  const text =
    typeof value === 'string'
      ? /^[^\s"=]+$/.test(value)
        ? value
        : JSON.stringify(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/** pino's serialised error (`{ type, message, stack }`) as text: the stack, which starts with both. */
function errorText(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const { type, message, stack } = err as { type?: unknown; message?: unknown; stack?: unknown };
  if (typeof stack === 'string' && stack) return stack;
  return `${typeof type === 'string' ? type : 'Error'}: ${String(message)}`;
}
