import { SHOP_LOGO_MAX_BYTES, SHOP_LOGO_MAX_PIXELS, type SHOP_LOGO_TYPES, type ShopLogo } from '@studio/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { instanceFact, shopLogo } from '../../db/schema/index';
import { loadPdfKit } from '../../pdf/load-pdfkit';
import type { BlobStore } from '../../storage/index';
import { LimitExceeded, NotFound, Validation } from '../errors';
import { pngProblem } from './png-check';

/** The instance fact naming the current logo (its sha256); absent: no logo. */
const KEY = 'shop-logo';

type LogoType = (typeof SHOP_LOGO_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** JPEG's size from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
    i += 2 + length;
  }
  return null;
}

/** The format and size the bytes say they are (never the name or the Content-Type); throws what is wrong. */
export function inspectLogo(bytes: Uint8Array): { contentType: LogoType; width: number; height: number } {
  if (bytes.length === 0) throw new Validation('The logo file is empty.', { logo: 'The file is empty' });
  if (bytes.length > SHOP_LOGO_MAX_BYTES)
    throw new LimitExceeded(
      `The logo is ${mb(bytes.length)}; it may be at most ${mb(SHOP_LOGO_MAX_BYTES)}. Export it smaller (a logo prints about 4 cm wide).`,
    );
  const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
  let found: { contentType: LogoType; width: number; height: number } | null = null;
  if (PNG_SIGNATURE.every((v, i) => bytes[i] === v) && head.slice(12, 16) === 'IHDR') {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    found = { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    if (size) found = { contentType: 'image/jpeg', ...size };
  } else if (/<svg[\s>]/i.test(head) || /^\s*<\?xml/.test(head)) {
    throw new Validation(
      'SVG logos are not taken: the PDF library embeds PNG and JPEG images only. Export the logo as PNG.',
      { logo: 'SVG is not taken: export the logo as PNG' },
    );
  }
  if (!found)
    throw new Validation('The logo must be a PNG or JPEG image; this file is neither.', {
      logo: 'Not a PNG or JPEG image',
    });
  const { width, height } = found;
  if (width < 1 || height < 1 || width > SHOP_LOGO_MAX_PIXELS || height > SHOP_LOGO_MAX_PIXELS)
    throw new Validation(
      `The logo is ${width} × ${height} pixels; it may be at most ${SHOP_LOGO_MAX_PIXELS} pixels on each side.`,
      { logo: `At most ${SHOP_LOGO_MAX_PIXELS} × ${SHOP_LOGO_MAX_PIXELS} pixels` },
    );
  const problem = found.contentType === 'image/png' ? pngProblem(bytes) : null;
  if (problem)
    throw new Validation(`The logo could not be read as a PNG: ${problem}. Save it again as a plain PNG.`, {
      logo: `Not a readable PNG: ${problem}`,
    });
  return found;
}

/**
 * Draws the image into a throw-away PDF: what pdfkit cannot embed is refused now, not on a quote
 * (a PNG reaches it only once pngProblem found nothing wrong: see there).
 */
async function embeds(bytes: Uint8Array): Promise<boolean> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: [100, 100] });
  doc.on('data', () => {});
  try {
    const ended = new Promise((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.image(Buffer.from(bytes), 0, 0, { fit: [100, 100] });
    doc.end();
    await ended;
    return true;
  } catch {
    return false;
  }
}

const toLogo = (row: typeof shopLogo.$inferSelect): ShopLogo => ({
  sha256: row.sha256,
  contentType: row.contentType as LogoType,
  width: row.width,
  height: row.height,
  sizeBytes: row.sizeBytes,
});

/** The logo the shop settings name now, or null. */
export async function currentShopLogo(db: Db | Tx): Promise<ShopLogo | null> {
  const [row] = await db
    .select({ logo: shopLogo })
    .from(instanceFact)
    .innerJoin(shopLogo, eq(shopLogo.sha256, instanceFact.value))
    .where(eq(instanceFact.key, KEY));
  return row ? toLogo(row.logo) : null;
}

/**
 * Checks and stores a new logo (staff) and makes it the current one. The bytes go to the file store
 * (content-addressed); the `shop_logo` row keeps them from the sweep and says what they are.
 */
export async function saveShopLogo(
  deps: { db: Db; storage: BlobStore },
  userId: string,
  bytes: Uint8Array,
): Promise<ShopLogo> {
  const info = inspectLogo(bytes);
  if (!(await embeds(bytes)))
    throw new Validation(
      'The logo could not be read as an image (a damaged or unusual PNG/JPEG): save it again as a plain PNG.',
      { logo: 'The image could not be read' },
    );
  const { sha256, sizeBytes } = await deps.storage.put(bytes);
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(shopLogo)
      .values({ sha256, sizeBytes, createdById: userId, ...info })
      .onConflictDoNothing();
    await tx
      .insert(instanceFact)
      .values({ key: KEY, value: sha256 })
      .onConflictDoUpdate({ target: instanceFact.key, set: { value: sql`excluded.value` } });
    return { sha256, sizeBytes, ...info };
  });
}

/** No logo from now on; quotes issued with one keep printing it. */
export async function removeShopLogo(db: Db): Promise<void> {
  await db.delete(instanceFact).where(eq(instanceFact.key, KEY));
}

/** A stored logo's bytes and type (the current one, or the one an issued quote names). */
export async function readShopLogo(
  deps: { db: Db | Tx; storage: BlobStore },
  sha256: string,
): Promise<ShopLogo & { bytes: Uint8Array }> {
  const [row] = await deps.db.select().from(shopLogo).where(eq(shopLogo.sha256, sha256));
  if (!row) throw new NotFound('logo');
  return { ...toLogo(row), bytes: await deps.storage.getBytes(sha256) };
}
