import { describe, expect, it } from 'vitest';
import { layerFromFileFunction, layerFromName } from './layers';

describe('layerFromFileFunction', () => {
  it.each([
    [['Copper', 'L1', 'Top'], 'copper', 'top', 1],
    [['Copper', 'L4', 'Bot'], 'copper', 'bottom', 4],
    [['Copper', 'L2', 'Inr', 'Plane'], 'copper', 'inner', 2],
    [['Soldermask', 'Bot'], 'soldermask', 'bottom', null],
    [['Legend', 'Top'], 'legend', 'top', null],
    [['Profile', 'NP'], 'profile', null, null],
    [['Drillmap'], 'drill-drawing', null, null],
    [['AssemblyDrawing', 'Top'], 'other', null, null],
  ])('%j', (fields, kind, side, index) => {
    expect(layerFromFileFunction(fields)).toMatchObject({ kind, side, copperIndex: index, by: 'x2' });
  });

  it('plated / non-plated drill files written as Gerber', () => {
    expect(layerFromFileFunction(['Plated', '1', '2', 'PTH'])).toMatchObject({ kind: 'drill', plated: true });
    expect(layerFromFileFunction(['NonPlated', '1', '2', 'NPTH'])).toMatchObject({
      kind: 'drill',
      plated: false,
    });
  });
});

describe('layerFromName', () => {
  it.each([
    ['board-F_Cu.gbr', 'copper', 'top'],
    ['board-B_Cu.gbr', 'copper', 'bottom'],
    ['board-In2_Cu.gbr', 'copper', 'inner'],
    ['board-F.Cu.gbr', 'copper', 'top'],
    ['board-B_Mask.gbr', 'soldermask', 'bottom'],
    ['board-F_Silkscreen.gbr', 'legend', 'top'],
    ['board-Edge_Cuts.gbr', 'profile', null],
    ['HeadPower.GTL', 'copper', 'top'],
    ['HeadPower.GBL', 'copper', 'bottom'],
    ['HeadPower.GTS', 'soldermask', 'top'],
    ['HeadPower.GBO', 'legend', 'bottom'],
    ['HeadPower.GTP', 'paste', 'top'],
    ['HeadPower.GKO', 'profile', null],
    ['HeadPower.GM1', 'mechanical', null],
    ['HeadPower.GD1', 'drill-drawing', null],
    ['HeadPower.G2', 'copper', 'inner'],
    ['eagle.cmp', 'copper', 'top'],
    ['eagle.sol', 'copper', 'bottom'],
    ['eagle.stc', 'soldermask', 'top'],
    ['eagle.sts', 'soldermask', 'bottom'],
    ['eagle.plc', 'legend', 'top'],
    ['eagle.pls', 'legend', 'bottom'],
    ['eagle.dim', 'profile', null],
    ['Gerber_BoardOutline.GKO', 'profile', null],
    ['copper_bottom.gbr', 'copper', 'bottom'],
    ['soldermask_top.gbr', 'soldermask', 'top'],
  ])('%s → %s %s', (name, kind, side) => {
    expect(layerFromName(name)).toMatchObject({ kind, side, by: 'name' });
  });

  it('inner layers are numbered after the top layer', () => {
    expect(layerFromName('x-In1_Cu.gbr')?.copperIndex).toBe(2);
    expect(layerFromName('x.G1')?.copperIndex).toBe(2);
  });

  it.each(['readme.txt', 'board.gbr', 'notes.pdf'])('%s is not recognised', (name) => {
    expect(layerFromName(name)).toBeNull();
  });
});
