/**
 * The stable diagnostic codes of the CAM-set assembly (a Gerber set with its drill and placement files; the values keep the prefix of the file they concern): every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const CamSetCode = {
  centroidFrameAdjusted: 'centroid.frame.adjusted',
  centroidFrameOffBoard: 'centroid.frame.off-board',
  centroidUnlisted: 'centroid.unlisted',
  drillBuried: 'drill.buried',
  drillDuplicate: 'drill.duplicate',
  drillOriginShifted: 'drill.origin.shifted',
  drillPlatingUnknown: 'drill.plating.unknown',
  fileEmpty: 'gerber.file.empty',
  jobExtra: 'gerber.job.extra',
  kicad5CustomPad: 'gerber.pad.kicad5-custom',
  jobFileMissing: 'gerber.job.file-missing',
  jobLayers: 'gerber.job.layers',
  layerDuplicate: 'gerber.layer.duplicate',
  layerUnknown: 'gerber.layer.unknown',
  maskBudget: 'gerber.mask.budget',
  maskMissing: 'gerber.mask.missing',
  outlineCapped: 'gerber.outline.capped',
  outlineEmpty: 'gerber.outline.empty',
  outlineFromDrawing: 'gerber.outline.from-drawing',
  outlineMissing: 'gerber.outline.missing',
  outlineOpen: 'gerber.outline.open',
  padNoDrill: 'gerber.pad.no-drill',
  setUnreadable: 'gerber.set.unreadable',
  viaInPad: 'gerber.via.in-pad',
  viaNoDrill: 'gerber.via.no-drill',
  x2Missing: 'gerber.x2.missing',
} as const;

/** One diagnostic code of the CAM-set assembly. */
export type CamSetCode = (typeof CamSetCode)[keyof typeof CamSetCode];
