// Component values and part kinds (issue 26): one reader of values as engineers write them, used by the
// test strategy, the in-circuit test plan and the tester outputs.
export * from './types';
export { readQuantity, type ValueQuantity, type QuantityUnit } from './quantity';
export { tokenizeValue, type Tolerance, type ValueToken } from './value-tokens';
export { isPreferredValue, readEiaCode } from './e-series';
export { readPartValue } from './read-value';
export { readResistanceOhms, readFrequencyHz } from './simple-readers';
export { classifyPart } from './classify-part';
export { readPart } from './read-part';
export { readZenerPart, type ZenerPart } from './zener-parts';
export {
  readDiodePart,
  readTransistorPart,
  type DiodePart,
  type DiodeFamily,
  type TransistorPart,
  type TransistorType,
} from './discrete-parts';
export { readIcFamily, type IcFamily } from './ic-families';
export { readToleranceField, findField, FIELD_NAMES, type PartFields } from './fields';
export { referenceLetters } from './reference-letters';
export { isNotFittedValue } from './not-fitted';
