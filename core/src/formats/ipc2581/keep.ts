import type { KeepElement } from './xml-tree';

/**
 * Which parts of an IPC-2581 document the importer reads. Everything under a rejected element is
 * stepped over while streaming: logistics, history, BOM, colours and line styles, specs, silkscreen
 * and assembly drawings, and the traces and pours (`Features`) of every layer except solder masks.
 */
const DROP_UNDER: Record<string, Set<string>> = {
  'IPC-2581': new Set(['LogisticHeader', 'HistoryRecord', 'Bom', 'Avl']),
  Content: new Set([
    'DictionaryColor',
    'DictionaryLineDesc',
    'DictionaryFillDesc',
    'DictionaryFont',
    'DictionaryFirmware',
  ]),
  CadHeader: new Set(['Spec', 'ChangeRec']),
  Package: new Set(['SilkScreen', 'AssemblyDrawing', 'PickupPoint', 'LandPattern']),
};

/** Element names an importer of this version knows under Step; anything else is reported and skipped. */
export const STEP_CHILDREN = new Set([
  'PadStackDef',
  'Datum',
  'Profile',
  'Package',
  'Component',
  'LogicalNet',
  'PhyNetGroup',
  'LayerFeature',
  'NonstandardAttribute',
  'StepRepeat',
  'Model',
  'DfxMeasurementList',
  'BendArea',
]);
const STEP_IGNORED = new Set(['NonstandardAttribute', 'Model', 'DfxMeasurementList', 'BendArea']);

/** LayerFeatures read: copper, mask and drill layers, and layers the file does not declare (""). */
const READ_LAYERS = /^(|CONDUCTOR|SIGNAL|PLANE|MIXED|CONDFOIL|SOLDERMASK|DRILL|ROUT)$/;

/** Feature geometry kept only inside solder-mask layers (flashes = openings). */
const MASK_FUNCTIONS = new Set(['SOLDERMASK']);

/**
 * Builds the keep predicate. It learns layer functions from `<Layer>` elements as they stream by
 * (CadData lists layers before its Step) and reports unknown Step children through `onUnknown`.
 */
export function makeKeep(onUnknown: (name: string, line: number) => void): KeepElement {
  const functions = new Map<string, string>();
  return (name, attr, open, line) => {
    const parentName = open.name(0);
    if (name === 'Layer' && parentName === 'CadData') {
      const layer = attr('name');
      if (layer !== undefined) functions.set(layer, (attr('layerFunction') ?? '').toUpperCase());
    }
    if (DROP_UNDER[parentName]?.has(name)) return false;
    if (parentName === 'Step') {
      if (!STEP_CHILDREN.has(name)) {
        onUnknown(name, line);
        return false;
      }
      if (name === 'LayerFeature') return READ_LAYERS.test(functions.get(attr('layerRef') ?? '') ?? '');
      return !STEP_IGNORED.has(name);
    }
    if (name === 'Features' && parentName === 'Set') {
      const layer = open.attr(1, 'layerRef') ?? '';
      return MASK_FUNCTIONS.has(functions.get(layer) ?? '');
    }
    if (parentName === 'Features')
      return name !== 'Polyline' && name !== 'Line' && name !== 'Arc' && name !== 'Text';
    return true;
  };
}
