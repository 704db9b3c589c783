/**
 * The stable diagnostic codes of the placement (centroid) reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const CentroidCode = {
  altiumBottomRotation: 'centroid.altium.bottom-rotation',
  headerMissing: 'centroid.header.missing',
  kicadNegativeX: 'centroid.kicad.negative-x',
  rotationBad: 'centroid.rotation.bad',
  rowBad: 'centroid.row.bad',
  sideUnknown: 'centroid.side.unknown',
  unitsAssumed: 'centroid.units.assumed',
} as const;

/** One diagnostic code of the placement. */
export type CentroidCode = (typeof CentroidCode)[keyof typeof CentroidCode];
