import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textMutation } from '../../../test/fuzz-mutation';
import { ImportError } from '../../board/diagnostics';
import { mutateText } from '../../testing/mutate-text';
import { fixture, squareProfile } from './fixture';
import { importIpc2581 } from './index';

const DIR = path.resolve(__dirname, '../../../../../shared/testdata/ipc2581');
// The real test case 3 is 1 MB; a fuzz run re-reads it, so its first ~150 kB (header, dictionaries,
// packages; cut mid-document = a truncation case too) and a small complete fixture are used.
const REAL = readFileSync(path.join(DIR, 'testcase3-revc-test.xml'), 'utf8').slice(0, 150_000);
const SMALL = fixture({
  layers: '<Layer name="SMT" layerFunction="SOLDERMASK" side="TOP"/><Layer name="D" layerFunction="DRILL"/>',
  step: `${squareProfile(20, '<Cutout><PolyBegin x="5" y="5"/><PolyStepCurve x="5" y="5" centerX="6" centerY="5" clockwise="true"/></Cutout>')}
    <PadStackDef name="V"><PadstackHoleDef name="h" diameter="0.3" platingStatus="VIA"/><PadstackPadDef layerRef="TOP" padUse="REGULAR"><Circle diameter="0.6"/></PadstackPadDef></PadStackDef>
    <Package name="P"><Outline><Polygon><PolyBegin x="-1" y="-1"/><PolyStepSegment x="1" y="1"/><PolyStepSegment x="-1" y="1"/></Polygon></Outline><Pin number="1"><Location x="1" y="0"/><StandardPrimitiveRef id="R2x1"/></Pin></Package>
    <Component refDes="U1" packageRef="P" layerRef="BOTTOM"><Xform rotation="45" mirror="true"/><Location x="3" y="4"/></Component>
    <LogicalNet name="N"><PinRef componentRef="U1" pin="1"/></LogicalNet>
    <PhyNetGroup><PhyNet name="N"><PhyNetPoint x="2" y="2" layerRef="TOP" exposure="EXPOSED" via="true"><Circle diameter="0.6"/></PhyNetPoint></PhyNet></PhyNetGroup>
    <LayerFeature layerRef="TOP"><Set net="N" padUsage="VIA"><Pad padstackDefRef="V"><Location x="2" y="2"/></Pad></Set><Set net="N"><Pad><Xform rotation="30"/><Location x="8" y="8"/><Contour><Polygon><PolyBegin x="0" y="0"/><PolyStepSegment x="1" y="0"/><PolyStepSegment x="0" y="1"/></Polygon></Contour><PinRef componentRef="U1" pin="1"/></Pad></Set></LayerFeature>
    <LayerFeature layerRef="SMT"><Set><Pad><Location x="2" y="2"/><Circle diameter="0.7"/></Pad></Set></LayerFeature>
    <LayerFeature layerRef="D"><Set net="N"><Hole name="1" diameter="0.3" platingStatus="VIA" x="2" y="2"/><SlotCavity name="s"><Outline><Polygon><PolyBegin x="9" y="9"/><PolyStepSegment x="10" y="9"/><PolyStepSegment x="10" y="11"/><PolyStepSegment x="9" y="11"/></Polygon></Outline></SlotCavity></Set></LayerFeature>`,
});

/** Hostile insertions: entities, CDATA, DOCTYPE, deep nesting, huge and odd numbers, broken tags. */
const SNIPPETS = [
  '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>',
  '&undefined;',
  '<![CDATA[ <Step> ]]>',
  `${'<Set>'.repeat(2000)}${'</Set>'.repeat(2000)}`,
  '<PolyStepCurve x="1e308" y="-1e308" centerX="NaN" centerY="Infinity" clockwise="maybe"/>',
  '<Xform rotation="1e300" mirror="TRUE" scale="-5"/>',
  '<Circle diameter="-1"/><RectCenter width="0" height="1e400"/>',
  '<Pad><Location x="" y="x"/></Pad>',
  '<Hole diameter="1" x="1" y="1" platingStatus="VIA"/>',
  '<PhyNetPoint x="1" y="1" layerRef="NOPE" via="true"/>',
  '</Step><Step name="board">',
  '<',
  '"',
  '\u0000',
];

/** Bad input may give diagnostics or an ImportError, never another exception; all numbers finite. */
function importSafely(text: string): void {
  try {
    const { board, diagnostics } = importIpc2581(text, 'fuzz.xml');
    for (const d of diagnostics) {
      expect(d.location.file).toBe('fuzz.xml');
      expect(d.location.line).toBeGreaterThanOrEqual(1);
    }
    for (const p of board.pads)
      expect([p.x, p.y, p.widthMm, p.heightMm, p.rotationDeg].every(Number.isFinite)).toBe(true);
    for (const v of board.vias) expect([v.x, v.y, v.drillMm, v.diameterMm].every(Number.isFinite)).toBe(true);
    for (const c of board.components) expect([c.x, c.y, c.rotationDeg].every(Number.isFinite)).toBe(true);
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

describe('importIpc2581 fuzzing', () => {
  it('the small fixture imports cleanly before it is mutated', () => {
    const { board } = importIpc2581(SMALL, 'small.xml');
    expect([board.pads.length, board.vias.length, board.holes.length]).toEqual([1, 1, 1]);
  });

  it('survives arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), importSafely), { numRuns: 200 });
  });

  it('survives mutations of a complete small file', () => {
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 4 }), (ms) =>
        importSafely(mutateText(SMALL, ms, SNIPPETS)),
      ),
      { numRuns: 400 },
    );
  });

  it('survives mutations of the real test case 3 head', () => {
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 3 }), (ms) =>
        importSafely(mutateText(REAL, ms, SNIPPETS)),
      ),
      { numRuns: 40 },
    );
  });

  it('reads a 400 000-character attribute and 5000 nested elements without hanging', () => {
    importSafely(`<IPC-2581 a="${'x'.repeat(400_000)}"/>`);
    importSafely(`<IPC-2581>${'<Content>'.repeat(5000)}${'</Content>'.repeat(5000)}</IPC-2581>`);
    const deepUser = `<EntryUser id="U"><UserSpecial>${'<Features>'.repeat(50_000)}${'</Features>'.repeat(50_000)}</UserSpecial></EntryUser>`;
    importSafely(
      fixture({ step: squareProfile(5) }).replace(
        '<EntryStandard id="R2x1">',
        `</DictionaryStandard><DictionaryUser>${deepUser}</DictionaryUser><DictionaryStandard><EntryStandard id="R2x1">`,
      ),
    );
  });
});
