import type { DrillHit } from '../excellon/types';
import type { GerberImage } from '../gerber/types';
import { CamSetCode } from './codes';
import type { Layer } from './read-set';
import type { SetDiagnostics } from './set-diagnostics';

/**
 * Which physical layer a file images: copper by side (an outer layer's number differs between a file
 * named `.GBL` and its X2 copy `Copper,L4,Bot`) or inner number, mask / paste / legend by side, the
 * profile. Mechanical, drill-drawing and other layers may legitimately come several times: no key.
 */
function layerKey(l: Layer): string | null {
  const { kind, side, copperIndex } = l.info;
  if (kind === 'mechanical' || kind === 'drill-drawing' || kind === 'other' || kind === 'drill') return null;
  if (kind === 'copper') {
    if (side === 'top' || copperIndex === 1) return 'copper/top';
    if (side === 'bottom') return 'copper/bottom';
    return `copper/inner/${copperIndex}`;
  }
  return `${kind}/${side}`;
}

/** A short fingerprint of an image: object counts and the first objects' places, to 1 µm. */
function fingerprint(img: GerberImage): string {
  const r = (v: number) => Math.round(v * 1000);
  const flashes = img.flashes.slice(0, 50).map((f) => `${r(f.x)},${r(f.y)}`);
  return `${img.flashes.length}/${img.draws.length}/${img.regions.length}:${flashes.join(';')}`;
}

const RANK: Record<Layer['info']['by'], number> = { x2: 0, job: 1, name: 2 };

/**
 * Keeps one file per physical layer (the one with X2 attributes, else the first): the same copper
 * layer given twice would count its pads twice and add a copper layer. Each dropped file is reported,
 * saying whether it was an identical copy.
 */
export function dropDuplicateLayers(layers: Layer[], diag: SetDiagnostics): Layer[] {
  const kept = new Map<string, Layer>();
  const dropped = new Set<Layer>();
  for (const l of layers) {
    const key = layerKey(l);
    if (key === null) continue;
    const first = kept.get(key);
    if (!first) {
      kept.set(key, l);
      continue;
    }
    const better =
      RANK[l.info.by] < RANK[first.info.by] ||
      (l.img.hasApertureFunctions && !first.img.hasApertureFunctions);
    const [keep, drop] = better ? [l, first] : [first, l];
    kept.set(key, keep);
    dropped.add(drop);
    const same = fingerprint(keep.img) === fingerprint(drop.img);
    diag
      .at(drop.img.file)
      .warn(
        CamSetCode.layerDuplicate,
        `${same ? 'an identical copy of' : 'the same layer as'} ${keep.img.file} (${key}); only ${keep.img.file} is used`,
        { line: 1 },
      );
  }
  return layers.filter((l) => !dropped.has(l));
}

function drillFingerprint(hits: DrillHit[]): string {
  const r = (v: number) => Math.round(v * 1000);
  const sorted = hits.map((h) => `${r(h.x)},${r(h.y)},${r(h.diameterMm)}`).sort();
  return `${hits.length}:${sorted.join(';')}`;
}

/** Drops a drill file whose holes are exactly another file's (the same file given twice). */
export function dropDuplicateDrills(files: DrillHit[][], diag: SetDiagnostics): DrillHit[][] {
  const seen = new Map<string, string>();
  const out: DrillHit[][] = [];
  for (const hits of files) {
    const first = hits[0];
    if (!first) continue;
    const key = drillFingerprint(hits);
    const earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, first.file);
      out.push(hits);
    } else
      diag
        .at(first.file)
        .warn(
          CamSetCode.drillDuplicate,
          `the same ${hits.length} holes as ${earlier}; only ${earlier} is used`,
          {
            line: 1,
          },
        );
  }
  return out;
}
