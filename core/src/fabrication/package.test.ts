import { parse as parseCsv } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CATALOG_FOR_TESTS } from '../testing/sample-catalog';
import { priceBom } from '../fixture/design/price-bom';
import { fromFrame } from './frame';
import { type PackageMeta, statusLine, writePackageFiles, zipPackage } from './package';
import { sampleDesign } from '../testing/sample-design';

const meta: PackageMeta = {
  boardName: 'sample',
  boardSha256: 'ab'.repeat(32),
  testConfig: { id: 'cfg-1', version: 3 },
  engineVersion: 'test',
  verdict: 'pass',
  failingRules: [],
};

async function unpack(m: PackageMeta) {
  const design = sampleDesign();
  const files = await writePackageFiles(design, priceBom(design.bom, DEFAULT_PRICING_CATALOG_FOR_TESTS), m);
  return { design, entries: unzipSync(zipPackage(files, m, design)) };
}

const csvRows = (text: string) =>
  parseCsv(text, { columns: true, comment: '#', skip_empty_lines: true }) as Record<string, string>[];

describe('fabrication package', () => {
  it('zips every plate file, the lists and the 3D model, with a manifest giving each file its frame', async () => {
    const { design, entries } = await unpack(meta);
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
    expect(Object.keys(entries).sort()).toEqual(
      [
        ...design.plates.flatMap((p) =>
          ['drl', 'dxf', 'svg', 'step'].map((ext) => `plates/${p.role}.${ext}`),
        ),
        'wiring-list.csv',
        'bom.csv',
        'drill-report.csv',
        'interface-board/interface-board.kicad_pcb',
        'interface-board/interface-board.kicad_pro',
        'interface-board/README.md',
        'fixture.glb',
        'manifest.json',
      ].sort(),
    );
    expect(manifest.board).toMatchObject({ sha256: meta.boardSha256, units: 'mm', frame: 'top-view-y-up' });
    expect(manifest.testConfig).toEqual({ id: 'cfg-1', version: 3 });
    const byPath = new Map<
      string,
      { plate: string; mirroredX: boolean; units: string; view: string; origin: { x: number; y: number } }
    >(manifest.files.map((f: { path: string }) => [f.path, f]));
    expect(byPath.get('plates/probe.drl')).toMatchObject({
      plate: 'probe',
      mirroredX: false,
      units: 'mm',
      origin: { x: 80, y: 35 },
    });
    expect(byPath.get('plates/carrier.dxf')).toMatchObject({ plate: 'carrier', mirroredX: false });
    expect(byPath.get('plates/pressure.svg')).toMatchObject({
      plate: 'pressure',
      mirroredX: true,
      origin: { x: 160, y: 35 },
    });
    // The lid's STEP solid: the lid's drawing frame, and its Z stated in the manifest too.
    const lidStep = manifest.files.find((f: { path: string }) => f.path === 'plates/pressure.step');
    expect(lidStep).toMatchObject({
      kind: 'step',
      plate: 'pressure',
      mirroredX: true,
      origin: { x: 160, y: 35 },
    });
    expect(lidStep.frame).toContain('MIRRORED IN X');
    expect(lidStep.frame).toContain('board-facing face (Z = thickness)');
    expect(byPath.get('wiring-list.csv')).toMatchObject({
      mirroredX: false,
      view: 'board-top-view',
      origin: { x: 0, y: 0 },
    });
    expect(byPath.get('bom.csv')).toMatchObject({ view: 'none' });
    for (const f of manifest.files) expect(f.units).toBe('mm');
  });

  it('the wiring list (read by csv-parse) gives every probe at its board position through the manifest transform', async () => {
    const { design, entries } = await unpack(meta);
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
    const frame = manifest.files.find((f: { path: string }) => f.path === 'wiring-list.csv');
    const rows = csvRows(strFromU8(entries['wiring-list.csv']!));
    expect(rows).toHaveLength(design.probes.length);
    for (const [i, probe] of design.probes.entries()) {
      const row = rows[i]!;
      const at = fromFrame(frame, { x: Number(row.x_mm), y: Number(row.y_mm) });
      expect(Math.hypot(at.x - probe.x, at.y - probe.y)).toBeLessThanOrEqual(0.01);
      expect(row).toMatchObject({
        probe: probe.id,
        test_point: probe.label,
        receptacle_part: probe.receptaclePart,
        connector: probe.connector,
        pin: probe.pin,
        channel: design.interface.rows[i]!.channel!.id,
        wire_awg: '30',
        wire_colour: 'BU',
        wire_length_mm: String(design.interface.rows[i]!.wire!.lengthMm),
      });
    }
  });

  it('the BOM CSV prices each line from the catalog, totals per currency, and names parts the catalog lacks', async () => {
    const { entries } = await unpack(meta);
    const text = strFromU8(entries['bom.csv']!);
    const rows = csvRows(text);
    expect(rows.find((r) => r.part_number === 'SP-100-CR')).toMatchObject({
      quantity: '2',
      unit_price: '2.40',
      currency: 'EUR',
      extended_price: '4.80',
      lead_time_days: '10',
    });
    expect(rows.find((r) => r.group === 'total')).toMatchObject({
      currency: 'EUR',
      extended_price: (450 + 4.8 + 2.4).toFixed(2),
    });
    expect(rows.find((r) => r.part_number === 'XX-NOT-IN-CATALOG')).toMatchObject({
      unit_price: '',
      extended_price: '',
    });
    expect(text).toMatch(/# Not in the catalog \(not priced\): XX-NOT-IN-CATALOG/);
  });

  it('the drill report counts holes per tool per plate; the SVG previews are well-formed XML naming their view', async () => {
    const { design, entries } = await unpack(meta);
    const rows = csvRows(strFromU8(entries['drill-report.csv']!));
    for (const plate of design.plates) {
      const total = rows.filter((r) => r.plate === plate.role).reduce((s, r) => s + Number(r.count), 0);
      expect(total).toBe(plate.holes.length);
    }
    for (const plate of design.plates) {
      const svg = strFromU8(entries[`plates/${plate.role}.svg`]!);
      const parser = new SaxesParser();
      let circles = 0;
      parser.on('opentag', (t) => {
        if (t.name === 'circle') circles++;
      });
      parser.write(svg).close();
      expect(circles).toBe(plate.holes.length);
      expect(svg).toContain(plate.facesSide === 'top' ? 'mirrored in X' : 'not mirrored');
    }
  });

  it('puts the failing rules on the first line of the manifest and of every text file when a rule fails', async () => {
    const failing: PackageMeta = { ...meta, verdict: 'fail', failingRules: ['Test point ↔ test point'] };
    const { entries } = await unpack(failing);
    const first = statusLine(failing);
    expect(first).toMatch(/^DFT FAIL — review before fabrication: Test point ↔ test point\./);
    expect(strFromU8(entries['manifest.json']!).split('\n')[0]).toBe(`{"status": ${JSON.stringify(first)},`);
    expect(JSON.parse(strFromU8(entries['manifest.json']!)).verdict).toBe('fail');
    expect(strFromU8(entries['plates/probe.drl']!).split('\n')[1]).toBe(`; ${first}`);
    expect(strFromU8(entries['wiring-list.csv']!).split('\r\n')[0]).toBe(`# ${first}`);
    expect(strFromU8(entries['bom.csv']!).split('\r\n')[0]).toBe(`# ${first}`);
  });
});
