import { z } from 'zod';

/**
 * Ids Studio generates itself (companies, addresses, invitations) are UUIDs (`crypto.randomUUID()`).
 * The web app validates route parameters with these before asking the server, so that a malformed
 * id in the address bar is a 404 page rather than a request.
 */
export const Uuid = z.uuid('Not a valid id');
export const UuidParams = z.object({ id: Uuid });
export type UuidParams = z.infer<typeof UuidParams>;
