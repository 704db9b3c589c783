/**
 * Whether a solution can be ordered (PRODUCT.md §8), and why not. Pure: the configurator greys out
 * versions with it, the solution page explains its Submit button with it, the server refuses with it.
 */

/** The latest DFT report of a test-config version, as far as ordering cares. */
export interface LatestReport {
  id: string;
  status: 'pass' | 'warning' | 'fail';
  /** Failing rules, for the reason ("3 rules fail: …"). */
  failingRules: string[];
}

export type OrderBlockCode =
  | 'no-report'
  | 'report-fails'
  | 'design-fails'
  | 'price-incomplete'
  | 'no-shipping-address'
  | 'no-billing-address'
  | 'no-design';

export interface OrderBlock {
  code: OrderBlockCode;
  message: string;
  /** The DFT report the reason is about (a link on the page). */
  reportId?: string;
  /** Where to fix it (an app path, e.g. the DUT's test-config workspace), with the link's words. */
  fix?: { href: string; label: string };
}

/** Only a version whose latest DFT report has no fail can be ordered. */
export function dftBlock(latest: LatestReport | null): OrderBlock | null {
  if (!latest)
    return {
      code: 'no-report',
      message: 'This version has no DFT report yet: run the DFT check on it first.',
    };
  if (latest.status === 'fail') {
    const n = latest.failingRules.length;
    const rules = n > 0 ? `: ${latest.failingRules.slice(0, 3).join(', ')}${n > 3 ? ', …' : ''}` : '';
    return {
      code: 'report-fails',
      message: `The latest DFT report of this version fails (${n === 1 ? '1 rule' : `${n} rules`}${rules}). Fix the test config and save a new version.`,
      reportId: latest.id,
    };
  }
  return null;
}

export interface OrderabilityInput {
  latestReport: LatestReport | null;
  /**
   * The fixture design's verdict and failing rules; null while there is no design. `failures`: the
   * failing findings in words (what is wrong and how to fix it), preferred over the rule names.
   */
  design: { verdict: 'pass' | 'warning' | 'fail'; failingRules: string[]; failures?: string[] } | null;
  /** Where the test config is edited (the DUT's workspace), for the design's fix link. */
  fixHref?: string;
  /** The price's problems (`SolutionPrice.problems`). */
  priceProblems: string[];
  addresses: { shipping: boolean; billing: boolean };
}

/** Every reason the solution cannot be ordered now (empty: it can). */
export function orderBlocks(input: OrderabilityInput): OrderBlock[] {
  const blocks: OrderBlock[] = [];
  const dft = dftBlock(input.latestReport);
  if (dft) blocks.push(dft);
  if (!input.design)
    blocks.push({ code: 'no-design', message: 'The fixture has not been designed for this version.' });
  else if (input.design.verdict === 'fail') {
    const words = input.design.failures?.length
      ? input.design.failures.join(' ')
      : `${input.design.failingRules.map(ruleWords).join(', ') || 'see its findings'}.`;
    blocks.push({
      code: 'design-fails',
      message: `The fixture design fails: ${words}`,
      ...(input.fixHref ? { fix: { href: input.fixHref, label: 'Fix it in the test config' } } : {}),
    });
  }
  if (input.priceProblems.length > 0)
    blocks.push({
      code: 'price-incomplete',
      message: `The price is incomplete: ${input.priceProblems.join(' ')}`,
    });
  if (!input.addresses.shipping)
    blocks.push({ code: 'no-shipping-address', message: 'Choose a shipping address.' });
  if (!input.addresses.billing)
    blocks.push({ code: 'no-billing-address', message: 'Choose a billing address.' });
  return blocks;
}

/** A failing rule's name as words ("fixture: guide-pin-part" → "guide pin part (fixture design)"). */
function ruleWords(rule: string): string {
  const m = /^fixture: (.+)$/.exec(rule);
  return m ? `${m[1]!.replace(/-/g, ' ')} (fixture design)` : rule;
}
