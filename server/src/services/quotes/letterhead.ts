import type { Quote, QuoteParty } from '@studio/api';
import type { PdfLogo } from '../../pdf/seller-header';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../storage/index';
import { shopSeller } from './quote-parties';
import { currentShopLogo, readShopLogo } from './shop-logo';
import { readShopSettings } from './shop-settings';

type LetterheadDeps = { db: Db; storage: BlobStore };

/** The logo a quote was issued with (decision 0067): none on quotes issued before logos. */
export async function quoteLogo(deps: LetterheadDeps, q: Quote): Promise<PdfLogo | null> {
  return q.logoSha256 ? readShopLogo(deps, q.logoSha256) : null;
}

/** The shop's letterhead as it is now (the packing list): seller and logo, null without a seller. */
export async function currentLetterhead(
  deps: LetterheadDeps,
): Promise<{ seller: QuoteParty; logo: PdfLogo | null } | null> {
  const seller = await shopSeller(deps.db, await readShopSettings(deps.db));
  if (!seller) return null;
  const logo = await currentShopLogo(deps.db);
  return { seller, logo: logo ? await readShopLogo(deps, logo.sha256) : null };
}
