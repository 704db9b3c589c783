import { describe, expect, it } from 'vitest';
import { readGencadIndependently } from '../../../test/read-gencad';
import { realBoard } from '../../../test/real-boards';
import { displayNetName } from '../../board/net-display';
import { proposeTestConfig } from '../../dft/propose/propose-test-config';
import { designFixture } from '../../fixture/design/design-fixture';
import { testCatalog } from '../../testing/fixture-test-catalog';
import { testerFrame } from '../frame';
import { writeGencad } from './write-gencad';

// Real boards (../shared/testdata): every component pad of the board, placed through its GenCAD shape
// by the independent reader, lands on the pad within 0.001 mm with its copper sides, and every probe of
// the proposal is a TESTPIN or POWERPIN at its point.
describe.each([
  'kicad/pic_programmer.kicad_pcb',
  'kicad/tomu-fpga.kicad_pcb',
  'kicad/HexadecipadV2.kicad_pcb',
])('GenCAD of %s', (file) => {
  it('places every pad and probe where the board has it', () => {
    const board = realBoard(file);
    const { config } = proposeTestConfig(board);
    const { design } = designFixture(board, config, testCatalog());
    const frame = testerFrame(board);
    const o = frame.origin;
    const read = readGencadIndependently(
      writeGencad({
        board,
        design,
        meta: {
          boardName: file,
          boardSha256: '',
          testConfig: null,
          engineVersion: 't',
          verdict: 'pass',
          failingRules: [],
        },
      }).text,
    );
    const pads = board.pads.filter((p) => p.ref !== null);
    expect(read.pins).toHaveLength(pads.length);
    const pinsOf = new Map<string, typeof read.pins>();
    for (const pin of read.pins)
      pinsOf.set(`${pin.ref} ${pin.pin}`, [...(pinsOf.get(`${pin.ref} ${pin.pin}`) ?? []), pin]);
    for (const pad of pads) {
      const key = `${pad.ref} ${pad.number || 'NOPIN'}`;
      const found = [...pinsOf.entries()]
        .filter(([k]) => k === key || (pad.number === '' && k.startsWith(`${pad.ref} NOPIN`)))
        .flatMap(([, v]) => v)
        .some((p) => Math.hypot(p.x - (pad.x - o.x), p.y - (pad.y - o.y)) <= 0.001);
      expect(found, `${pad.ref}.${pad.number} at ${pad.x - o.x}, ${pad.y - o.y}`).toBe(true);
    }
    const nails = [...read.testpins, ...read.powerpins];
    expect(nails.length).toBe(design.probes.length);
    for (const p of design.probes) {
      const n = nails.find((x) => x.name === p.id)!;
      expect(Math.hypot(n.x - (p.x - o.x), n.y - (p.y - o.y))).toBeLessThanOrEqual(0.001);
      expect(n.net).toBe(p.net === null ? '-1' : displayNetName(p.net));
      expect(n.layer).toBe(p.side.toUpperCase());
    }
  });
});
