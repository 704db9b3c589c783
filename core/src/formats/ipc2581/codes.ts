/**
 * The stable diagnostic codes of the IPC-2581 reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const Ipc2581Code = {
  componentDuplicate: 'ipc2581.component.duplicate',
  componentNoRef: 'ipc2581.component.no-ref',
  componentPackageMissing: 'ipc2581.component.package-missing',
  ecadMissing: 'ipc2581.ecad.missing',
  elementUnsupported: 'ipc2581.element.unsupported',
  featuresNone: 'ipc2581.features.none',
  holeBad: 'ipc2581.hole.bad',
  layerUndeclared: 'ipc2581.layer.undeclared',
  maskExposureDiffers: 'ipc2581.mask.exposure-differs',
  mode: 'ipc2581.mode',
  modeMissing: 'ipc2581.mode.missing',
  notIpc2581: 'ipc2581.not-ipc2581',
  padNoShape: 'ipc2581.pad.no-shape',
  padsFromPackage: 'ipc2581.pads.from-package',
  phynetFeatures: 'ipc2581.phynet.features',
  phynetNetDiffers: 'ipc2581.phynet.net-differs',
  phynetpointBad: 'ipc2581.phynetpoint.bad',
  phynetpointInner: 'ipc2581.phynetpoint.inner',
  primitiveApproximate: 'ipc2581.primitive.approximate',
  primitiveBad: 'ipc2581.primitive.bad',
  primitiveUnresolved: 'ipc2581.primitive.unresolved',
  primitiveUnsupported: 'ipc2581.primitive.unsupported',
  profileBad: 'ipc2581.profile.bad',
  profileBadStep: 'ipc2581.profile.bad-step',
  profileMissing: 'ipc2581.profile.missing',
  revisionMissing: 'ipc2581.revision.missing',
  revisionUnknown: 'ipc2581.revision.unknown',
  slotBad: 'ipc2581.slot.bad',
  stepMissing: 'ipc2581.step.missing',
  stepSeveral: 'ipc2581.step.several',
  tooLarge: 'ipc2581.too-large',
  unitsMissing: 'ipc2581.units.missing',
  viaNoDrill: 'ipc2581.via.no-drill',
  viaTestPad: 'ipc2581.via.test-pad',
  xml: 'ipc2581.xml',
} as const;

/** One diagnostic code of the IPC-2581 reader. */
export type Ipc2581Code = (typeof Ipc2581Code)[keyof typeof Ipc2581Code];
