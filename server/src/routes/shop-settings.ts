import { SHOP_LOGO_MAX_BYTES, ShopSettings, ShopSettingsInput } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../http/access';
import { NotFound, Validation } from '../services/errors';
import { currentShopLogo, readShopLogo, removeShopLogo, saveShopLogo } from '../services/quotes/shop-logo';
import { getShopSettings, saveShopSettings } from '../services/quotes/shop-settings';

/**
 * The fixture shop's settings and logo (staff only; decision 0067, contract: api/src/shop-settings.ts).
 * The logo is sent as the image's bytes; what it is comes from the bytes, not the Content-Type, so
 * every image type (and octet-stream) is read here and a wrong one is refused with the reason.
 */
export async function shopSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop-settings'];
  const base = '/api/v1/staff/shop-settings';

  // Past the limit the body is still read (up to 8×) so the answer can say how large it was.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: 8 * SHOP_LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  r.get(base, { config: { access: 'staff' }, schema: { tags, response: { 200: ShopSettings } } }, async () =>
    getShopSettings(app.deps.db),
  );

  r.put(
    base,
    {
      config: { access: 'staff' },
      schema: { tags, body: ShopSettingsInput, response: { 200: ShopSettings } },
    },
    async (request) => saveShopSettings(app.deps.db, request.body),
  );

  r.put(
    `${base}/logo`,
    { config: { access: 'staff' }, schema: { tags, response: { 200: ShopSettings } } },
    async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new Validation('Send the logo’s bytes as the body (a PNG or JPEG image).', {
          logo: 'Choose a PNG or JPEG image',
        });
      await saveShopLogo(app.deps, (await userOf(request)).userId, request.body);
      return getShopSettings(app.deps.db);
    },
  );

  r.delete(
    `${base}/logo`,
    { config: { access: 'staff' }, schema: { tags, response: { 200: ShopSettings } } },
    async () => {
      await removeShopLogo(app.deps.db);
      return getShopSettings(app.deps.db);
    },
  );

  r.get(`${base}/logo`, { config: { access: 'staff' }, schema: { tags } }, async (_request, reply) => {
    const current = await currentShopLogo(app.deps.db);
    if (!current) throw new NotFound('logo');
    const logo = await readShopLogo(app.deps, current.sha256);
    return reply
      .type(logo.contentType)
      .header('Cache-Control', 'private, no-cache')
      .header('ETag', `"${logo.sha256}"`)
      .send(Buffer.from(logo.bytes));
  });
}
