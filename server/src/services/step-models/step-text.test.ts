import { writeStepBoxes } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { assemblyInstances, stepExporter, withInstanceNames } from './step-text';

// What the STEP text says and the reader does not: the exporter, and the instances' names (KiCad's
// references), as kicad2step 6 writes them (lines from server/test/fixtures/step-kicad).

const KICAD = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('KiCad electronic assembly'),'2;1');
FILE_NAME('tomu-fpga.step','2026-11-28T02:50:05',('Pcbnew'),('Kicad'),
  'Open CASCADE STEP processor 7.6','KiCad to STEP converter','Unknown'
  );
ENDSEC;
DATA;
#5 = PRODUCT_DEFINITION('design','',#6,#9);
#6 = PRODUCT_DEFINITION_FORMATION('','',#7);
#7 = PRODUCT('tomu-fpga 1','tomu-fpga 1','',(#8));
#20 = PRODUCT_DEFINITION('design','',#21,#9);
#21 = PRODUCT_DEFINITION_FORMATION('','',#22);
#22 = PRODUCT('C_0201','C_0201','',(#8));
#30 = PRODUCT_DEFINITION('design','',#31,#9);
#31 = PRODUCT_DEFINITION_FORMATION('','',#32);
#32 = PRODUCT('tomu-fpga PCB','tomu-fpga PCB','',(#8));
#40 = NEXT_ASSEMBLY_USAGE_OCCURRENCE('1','C1','',#5,#20,$);
#41 = NEXT_ASSEMBLY_USAGE_OCCURRENCE('2','C2','',#5,#20,$);
#42 = NEXT_ASSEMBLY_USAGE_OCCURRENCE('3','=>[0:1:1:3]','',#5,#30,$);
ENDSEC;
END-ISO-10303-21;
`;

const leaf = (name: string) => ({ name, meshes: [0], children: [] });

describe('the STEP text', () => {
  it('names the system that wrote the file', () => {
    expect(stepExporter(new TextEncoder().encode(KICAD))).toBe('KiCad to STEP converter');
    expect(stepExporter(new TextEncoder().encode(writeStepBoxes([])))).toBe('Studio');
    expect(stepExporter(new TextEncoder().encode('ISO-10303-21;\nHEADER;\nENDSEC;'))).toBeNull();
  });

  it('puts each instance’s name above the model it places, only where the tree is the assembly', () => {
    const tree = {
      name: '',
      meshes: [],
      children: [
        {
          name: 'tomu-fpga 1',
          meshes: [],
          children: [leaf('C_0201'), leaf('C_0201'), leaf('tomu-fpga PCB')],
        },
      ],
    };
    const named = withInstanceNames(tree, assemblyInstances(KICAD));
    expect(named.children[0]!.children.map((c) => [c.name, c.children[0]?.name ?? null])).toEqual([
      ['C1', 'C_0201'],
      ['C2', 'C_0201'],
      ['tomu-fpga PCB', null], // OpenCascade's made-up name is no name
    ]);
    // Children that are not the assembly's instances, model for model, keep their names.
    const other = { name: 'tomu-fpga 1', meshes: [], children: [leaf('C_0201'), leaf('tomu-fpga PCB')] };
    expect(withInstanceNames(other, assemblyInstances(KICAD))).toEqual(other);
  });
});
