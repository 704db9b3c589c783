import { type OptionChoice, SOLUTION_LIMITS, type SolutionSelection } from '@studio/core';

/**
 * The configurator's state, kept in the address bar (issue 16: a reload or a shared link opens the
 * same step with the same choices). Pure: parsed from and written to `URLSearchParams`.
 *
 * `?solution=<id>` (editing a saved draft) `&dut=<id>&config=<id>&v=<n>&opt=<part>*<qty>,…&spare=<%>`
 * `&qty=<n>&ship=<address id>&bill=<address id>&title=<text>&step=<0-5>`
 */
export interface ConfigureState {
  solutionId: string | null;
  dutId: string | null;
  testConfigId: string | null;
  versionNumber: number | null;
  title: string;
  selection: SolutionSelection;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  step: number;
}

export const STEPS = ['DUT', 'Test config', 'Kit and options', 'Quantity', 'Addresses', 'Review'] as const;
export const LAST_STEP = STEPS.length - 1;

const int = (s: string | null): number | null => {
  if (s === null || !/^\d{1,6}$/.test(s)) return null;
  return Number(s);
};
const text = (s: string | null): string | null => (s && s.length <= 200 ? s : null);

function parseOptions(s: string | null): OptionChoice[] {
  if (!s) return [];
  const seen = new Set<string>();
  const out: OptionChoice[] = [];
  for (const item of s.split(',').slice(0, 50)) {
    const [partNumber, q] = item.split('*');
    const quantity = int(q ?? '1');
    if (!partNumber || quantity === null || quantity < 1 || seen.has(partNumber)) continue;
    seen.add(partNumber);
    out.push({ partNumber, quantity: Math.min(quantity, SOLUTION_LIMITS.maxOptionQuantity) });
  }
  return out;
}

/** Reads the state; anything missing or malformed is left unchosen (never an error). */
export function parseConfigureState(search: URLSearchParams): ConfigureState {
  const spare = int(search.get('spare'));
  const qty = int(search.get('qty'));
  const state: ConfigureState = {
    solutionId: text(search.get('solution')),
    dutId: text(search.get('dut')),
    testConfigId: text(search.get('config')),
    versionNumber: int(search.get('v')),
    title: search.get('title')?.slice(0, 200) ?? '',
    selection: {
      options: parseOptions(search.get('opt')),
      spareProbesPercent:
        spare !== null && (SOLUTION_LIMITS.sparePercents as readonly number[]).includes(spare) ? spare : 0,
      quantity: qty !== null && qty >= 1 ? Math.min(qty, SOLUTION_LIMITS.maxQuantity) : 1,
    },
    shippingAddressId: text(search.get('ship')),
    billingAddressId: text(search.get('bill')),
    step: Math.min(int(search.get('step')) ?? 0, LAST_STEP),
  };
  if (!state.dutId) {
    state.testConfigId = null;
    state.versionNumber = null;
  }
  if (!state.testConfigId || state.versionNumber === null || state.versionNumber < 1) {
    state.testConfigId = null;
    state.versionNumber = null;
  }
  state.step = Math.min(state.step, reachableStep(state));
  return state;
}

/** The furthest step the choices so far allow: a version needs a DUT, the options need a version. */
export function reachableStep(state: Pick<ConfigureState, 'dutId' | 'versionNumber'>): number {
  if (!state.dutId) return 0;
  if (state.versionNumber === null) return 1;
  return LAST_STEP;
}

/** Writes the state back (only what is chosen, defaults left out, so the address stays short). */
export function toSearch(state: ConfigureState): URLSearchParams {
  const s = new URLSearchParams();
  if (state.solutionId) s.set('solution', state.solutionId);
  if (state.dutId) s.set('dut', state.dutId);
  if (state.testConfigId && state.versionNumber !== null) {
    s.set('config', state.testConfigId);
    s.set('v', String(state.versionNumber));
  }
  const opts = state.selection.options.filter((o) => o.quantity > 0);
  if (opts.length > 0) s.set('opt', opts.map((o) => `${o.partNumber}*${o.quantity}`).join(','));
  if (state.selection.spareProbesPercent) s.set('spare', String(state.selection.spareProbesPercent));
  if (state.selection.quantity !== 1) s.set('qty', String(state.selection.quantity));
  if (state.shippingAddressId) s.set('ship', state.shippingAddressId);
  if (state.billingAddressId) s.set('bill', state.billingAddressId);
  if (state.title) s.set('title', state.title);
  if (state.step > 0) s.set('step', String(state.step));
  return s;
}

/** Sets how many of one option are chosen (0 removes it), keeping the others in order. */
export function withOption(
  selection: SolutionSelection,
  partNumber: string,
  quantity: number,
): SolutionSelection {
  const others = selection.options.filter((o) => o.partNumber !== partNumber);
  const at = selection.options.findIndex((o) => o.partNumber === partNumber);
  if (quantity <= 0) return { ...selection, options: others };
  const next = [...others];
  next.splice(at < 0 ? next.length : at, 0, { partNumber, quantity });
  return { ...selection, options: next };
}

/** The configurator's address for a saved solution (the Edit button of a draft). */
export function configureHrefOf(solution: {
  id: string;
  dut: { id: string };
  testConfig: { id: string };
  versionNumber: number;
  title: string;
  selection: SolutionSelection;
  shippingAddress: { id: string } | null;
  billingAddress: { id: string } | null;
}): string {
  const search = toSearch({
    solutionId: solution.id,
    dutId: solution.dut.id,
    testConfigId: solution.testConfig.id,
    versionNumber: solution.versionNumber,
    title: solution.title,
    selection: solution.selection,
    shippingAddressId: solution.shippingAddress?.id ?? null,
    billingAddressId: solution.billingAddress?.id ?? null,
    step: LAST_STEP,
  });
  return `/test-solution/configure?${search}`;
}
