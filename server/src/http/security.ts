import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** ws:// and wss:// forms of the trusted origins (a browser's 'self' may not cover WebSockets). */
export function socketOrigins(origins: string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

/**
 * Security headers with a CSP that lets the SPA run: own scripts only; styles also inline (Mantine
 * injects its CSS variables at run time); data:/blob: images (the 2FA QR code, board snapshots);
 * the live socket's own ws:/wss: origin; blob: workers (viewers); and the origins of the
 * third-party scripts the instance enables (config.thirdPartyScripts), for scripts, their requests,
 * images and frames.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.deps.config.publicUrl.startsWith('https://');
  // The enabled third-party scripts' origins and no other (none by default: issue 13 item 11).
  const thirdParty = [...new Set(app.deps.config.thirdPartyScripts.map((s) => s.origin))];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty],
        fontSrc: ["'self'", 'data:'],
        // The live socket's own origin(s) only (ws/wss of the trusted origins), not any ws:/wss:.
        connectSrc: ["'self'", () => socketOrigins(app.deps.origins.list()).join(' '), ...thirdParty],
        // A chat widget shows its conversation in a frame from its own origin.
        frameSrc: ["'self'", ...thirdParty],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only when served over https: on a plain-http LAN install it would break every request.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Cross-origin isolation (COEP require-corp) buys nothing here and would break any embedded
    // resource that does not opt in.
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });

  // API answers are per user and change: never cached unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
