import { networkInterfaces } from 'node:os';
import type { Config } from '../env';

/** `scheme://host[:port]` of a URL (lower-cased host, default port dropped); null when not a URL. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins of the addresses a server listening on `host`:`port` can be reached at, as it prints
 * them: every interface address for a wildcard host (0.0.0.0, ::), plus localhost.
 */
export function listeningOrigins(host: string, port: number): string[] {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const hosts = wildcard
    ? Object.values(networkInterfaces())
        .flat()
        .filter((i) => i !== undefined && (host !== '0.0.0.0' || i.family === 'IPv4'))
        .map((i) => i!.address)
    : [host];
  const origins = new Set<string>([`http://localhost:${port}`]);
  for (const h of hosts) {
    const origin = originOf(`http://${h.includes(':') ? `[${h}]` : h}:${port}`);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/**
 * The browser origins Studio accepts state-changing requests and live sockets from (issue 13 items
 * 4 and 10): PUBLIC_URL's and TRUSTED_ORIGINS; in development also the addresses the server listens
 * on (added once it listens, app.ts), so that opening any address it prints works.
 */
export class TrustedOrigins {
  private readonly origins = new Set<string>();

  constructor(private readonly config: Pick<Config, 'publicUrl' | 'trustedOrigins' | 'nodeEnv'>) {
    this.add([config.publicUrl, ...config.trustedOrigins]);
  }

  add(urls: Iterable<string>): void {
    for (const url of urls) {
      const origin = originOf(url);
      if (origin) this.origins.add(origin);
    }
  }

  has(origin: string): boolean {
    const normal = originOf(origin);
    return normal !== null && this.origins.has(normal);
  }

  list(): string[] {
    return [...this.origins];
  }

  /** Why a request from `origin` is refused, and which setting lets it in. */
  refusal(origin: string): string {
    const fix =
      this.config.nodeEnv === 'development'
        ? `open Studio at one of the addresses it prints (${this.list().join(', ')}), or add ${origin} to TRUSTED_ORIGINS`
        : `set PUBLIC_URL to the address people open Studio at (now ${this.config.publicUrl}), or add ${origin} to TRUSTED_ORIGINS`;
    return `Requests from ${origin} are not accepted by this Studio: ${fix}.`;
  }
}
