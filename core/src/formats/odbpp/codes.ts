/**
 * The stable diagnostic codes of the ODB++ reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const OdbppCode = {
  componentsBadRecord: 'odbpp.components.bad-record',
  componentsNone: 'odbpp.components.none',
  componentsPackage: 'odbpp.components.package',
  contourBad: 'odbpp.contour.bad',
  contourOpen: 'odbpp.contour.open',
  decompressCorrupt: 'odbpp.decompress.corrupt',
  decompressTooLarge: 'odbpp.decompress.too-large',
  drillSlots: 'odbpp.drill.slots',
  drillSymbol: 'odbpp.drill.symbol',
  edaBadRecord: 'odbpp.eda.bad-record',
  edaMissing: 'odbpp.eda.missing',
  featuresBadRecord: 'odbpp.features.bad-record',
  featuresSurfaceEnd: 'odbpp.features.surface-end',
  infoMissing: 'odbpp.info.missing',
  infoUnits: 'odbpp.info.units',
  matrixLayer: 'odbpp.matrix.layer',
  matrixNoCopper: 'odbpp.matrix.no-copper',
  matrixNoStep: 'odbpp.matrix.no-step',
  matrixStepName: 'odbpp.matrix.step-name',
  netlistBadRecord: 'odbpp.netlist.bad-record',
  netlistUnmatched: 'odbpp.netlist.unmatched',
  noMatrix: 'odbpp.no-matrix',
  padNoCopper: 'odbpp.pad.no-copper',
  padNoDrill: 'odbpp.pad.no-drill',
  padSymbol: 'odbpp.pad.symbol',
  profileEmpty: 'odbpp.profile.empty',
  profileMissing: 'odbpp.profile.missing',
  severalModels: 'odbpp.several-models',
  stepChosen: 'odbpp.step.chosen',
  stepMissing: 'odbpp.step.missing',
  tarCorrupt: 'odbpp.tar.corrupt',
  tarLimit: 'odbpp.tar.limit',
  thicknessBad: 'odbpp.thickness.bad',
  viaBuried: 'odbpp.via.buried',
} as const;

/** One diagnostic code of the ODB++ reader. */
export type OdbppCode = (typeof OdbppCode)[keyof typeof OdbppCode];
