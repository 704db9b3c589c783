import type { CatalogPart, FixtureCatalog } from '../fixture/design/catalog';

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
      specs: {
        activeAreaXMm: 150,
        activeAreaYMm: 100,
        maxProbes: 100,
        topProbing: false,
        cartridgeSupport: false,
        holdDownForceN: 250,
      },
    },
    {
      ...base,
      partNumber: 'SP-100-CR',
      name: 'Spring probe 100 mil, crown tip Ø1.5 mm, 1.8 N',
      kind: 'probe',
      unitPrice: 2.4,
      leadTimeDays: 10,
      specs: {
        pitchClass: 'P100',
        tipStyle: 'crown',
        tipDiameterMm: 1.5,
        workingTravelMm: 4.3,
        forceAtWorkingTravelN: 1.8,
        currentRatingA: 3,
        lengthMm: 33,
      },
    },
    {
      ...base,
      partNumber: 'RC-100-WW',
      name: 'Receptacle 100 mil, wire-wrap, drill Ø1.7 mm',
      kind: 'receptacle',
      unitPrice: 1.2,
      leadTimeDays: 10,
      specs: { pitchClass: 'P100', drillDiameterMm: 1.7, termination: 'wire-wrap', lengthMm: 29 },
    },
  ] satisfies CatalogPart[],
};
