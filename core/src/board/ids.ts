import type { ComponentId, HoleId, NetId, PadId, TestPointId, ViaId } from './model';

// Constructors for the branded ids. Ids are unique within one board; importers number them in
// reading order so that the same file always gives the same ids.
export const componentId = (n: number): ComponentId => `C${n}` as ComponentId;
export const padId = (n: number): PadId => `P${n}` as PadId;
export const viaId = (n: number): ViaId => `V${n}` as ViaId;
export const holeId = (n: number): HoleId => `H${n}` as HoleId;
export const netId = (name: string): NetId => name as NetId;
export const testPointId = (n: number): TestPointId => `T${n}` as TestPointId;
