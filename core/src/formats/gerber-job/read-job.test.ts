import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGerberJob } from './read-job';

/** The shape KiCad 6–9 write (pcbnew's GERBER_JOBFILE_WRITER), trimmed. */
export const KICAD_JOB = `{
  "Header": {
    "GenerationSoftware": { "Vendor": "KiCad", "Application": "Pcbnew", "Version": "7.0.10" },
    "CreationDate": "2024-01-01T10:00:00+00:00"
  },
  "GeneralSpecs": {
    "ProjectId": { "Name": "tiny", "GUID": "74696e79-2e6b-4963-9164-5f7063620000", "Revision": "A" },
    "Size": { "X": 40.1, "Y": 20.1 },
    "LayerNumber": 4,
    "BoardThickness": 0.8,
    "Finish": "ENIG"
  },
  "DesignRules": [ { "Layers": "Outer", "PadToPad": 0.2, "PadToTrack": 0.2, "TrackToTrack": 0.2 } ],
  "FilesAttributes": [
    { "Path": "tiny-F_Cu.gbr", "FileFunction": "Copper,L1,Top", "FilePolarity": "Positive" },
    { "Path": "tiny-In1_Cu.gbr", "FileFunction": "Copper,L2,Inr", "FilePolarity": "Positive" },
    { "Path": "tiny-B_Cu.gbr", "FileFunction": "Copper,L4,Bot", "FilePolarity": "Positive" },
    { "Path": "tiny-F_Mask.gbr", "FileFunction": "SolderMask,Top", "FilePolarity": "Negative" },
    { "Path": "tiny-Edge_Cuts.gbr", "FileFunction": "Profile", "FilePolarity": "Positive" }
  ],
  "MaterialStackup": []
}
`;

describe('readGerberJob', () => {
  it('reads the files with their functions, the thickness, the copper layers and the size', () => {
    const job = readGerberJob(KICAD_JOB, 'tiny-job.gbrjob');
    expect(job.diagnostics).toEqual([]);
    expect([job.thicknessMm, job.copperLayers, job.size]).toEqual([0.8, 4, { x: 40.1, y: 20.1 }]);
    expect(job.files.map((f) => [f.path, f.fileFunction.join(',')])).toEqual([
      ['tiny-F_Cu.gbr', 'Copper,L1,Top'],
      ['tiny-In1_Cu.gbr', 'Copper,L2,Inr'],
      ['tiny-B_Cu.gbr', 'Copper,L4,Bot'],
      ['tiny-F_Mask.gbr', 'SolderMask,Top'],
      ['tiny-Edge_Cuts.gbr', 'Profile'],
    ]);
  });

  it('says what it could not read: broken JSON (with its line), the old syntax, bad fields', () => {
    const broken = readGerberJob(KICAD_JOB.replace('"LayerNumber": 4,', '"LayerNumber": 4'), 'b.gbrjob');
    expect(broken.diagnostics.map((d) => [d.code, d.severity])).toEqual([['gerber-job.json', 'warning']]);
    expect(broken.files).toEqual([]);
    const old = readGerberJob(
      '%TF.GenerationSoftware,KiCad,Pcbnew,5.0.2*%\n%TJ.B_Size,X40,Y20*%\nM02*\n',
      'o.gbrjob',
    );
    expect(old.diagnostics.map((d) => d.code)).toEqual(['gerber-job.old-syntax']);
    const bad = readGerberJob(
      KICAD_JOB.replace('"BoardThickness": 0.8', '"BoardThickness": "thin"').replace(
        '{ "Path": "tiny-Edge_Cuts.gbr",',
        '{ "Name": "x",',
      ),
      'f.gbrjob',
    );
    expect(bad.thicknessMm).toBeNull();
    expect(bad.files).toHaveLength(4);
    expect(bad.diagnostics.map((d) => d.code)).toEqual(['gerber-job.field.bad', 'gerber-job.field.bad']);
  });

  it('never throws on random or damaged text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.nat(KICAD_JOB.length), (junk, at) => {
        for (const text of [junk, KICAD_JOB.slice(0, at) + junk + KICAD_JOB.slice(at)]) {
          const job = readGerberJob(text, 'j.gbrjob');
          for (const d of job.diagnostics) expect(d.location.line).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
