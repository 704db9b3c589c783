import type { CatalogPart, FixtureCatalog } from '../fixture/design/catalog';
import { KIT_S_SPECS, PROBE_100_CROWN_SPECS, RECEPTACLE_100_WW_SPECS } from './part-specs';

const base = { currency: 'EUR', active: true, fits: [] as string[] };

/** The few seed-catalog parts the sample design uses (prices as in the seed catalog). */
export const DEFAULT_PRICING_CATALOG_FOR_TESTS: FixtureCatalog = {
  parts: [
    {
      ...base,
      partNumber: 'FK-DEV-S',
      name: 'Development fixture kit S, manual lever',
      kind: 'fixture-kit',
      unitPrice: 450,
      leadTimeDays: 10,
      specs: { ...KIT_S_SPECS },
    },
    {
      ...base,
      partNumber: 'SP-100-CR',
      name: 'Spring probe 100 mil, crown tip Ø1.5 mm, 1.8 N',
      kind: 'probe',
      unitPrice: 2.4,
      leadTimeDays: 10,
      specs: { ...PROBE_100_CROWN_SPECS },
    },
    {
      ...base,
      partNumber: 'RC-100-WW',
      name: 'Receptacle 100 mil, wire-wrap, drill Ø1.7 mm',
      kind: 'receptacle',
      unitPrice: 1.2,
      leadTimeDays: 10,
      specs: { ...RECEPTACLE_100_WW_SPECS },
    },
  ] satisfies CatalogPart[],
};
