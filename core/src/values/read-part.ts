import { classifyPart } from './classify-part';
import { readPartValue } from './read-value';
import type { PartInput, ReadPart } from './types';

/** A part classified and its value read for its kind (`classifyPart`, then `readPartValue`). */
export function readPart(p: PartInput): ReadPart {
  const partClass = classifyPart(p);
  return { ref: p.ref, class: partClass, value: readPartValue(p.value, partClass.kind, p.fields) };
}
