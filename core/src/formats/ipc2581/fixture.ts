/**
 * Tiny hand-written IPC-2581 documents for the tests: a header, a layer table and a step whose body
 * the test gives. Not a writer: only what the fixtures need.
 */
export interface FixtureOptions {
  units?: string | null;
  /** Dictionary entries (EntryStandard elements). */
  dict?: string;
  dictUnits?: string;
  /** Extra <Layer> elements after TOP / BOTTOM copper. */
  layers?: string;
  step?: string;
  mode?: string;
  root?: string;
  revision?: string;
}

export function fixture(o: FixtureOptions = {}): string {
  const units = o.units === null ? '' : ` units="${o.units ?? 'MILLIMETER'}"`;
  const root = o.root ?? 'IPC-2581';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} revision="${o.revision ?? 'C'}" xmlns="http://webstds.ipc.org/2581">
  <Content roleRef="Owner">
    <FunctionMode mode="${o.mode ?? 'FULL'}"/>
    <StepRef name="board"/>
    <DictionaryStandard units="${o.dictUnits ?? o.units ?? 'MILLIMETER'}">
      <EntryStandard id="R2x1"><RectCenter width="2" height="1"/></EntryStandard>
      ${o.dict ?? ''}
    </DictionaryStandard>
  </Content>
  <Ecad name="test">
    <CadHeader${units}/>
    <CadData>
      <Layer name="TOP" layerFunction="CONDUCTOR" side="TOP"/>
      <Layer name="BOTTOM" layerFunction="CONDUCTOR" side="BOTTOM"/>
      ${o.layers ?? ''}
      <Step name="board">
        ${o.step ?? ''}
      </Step>
    </CadData>
  </Ecad>
</${root}>
`;
}

/** A Profile: the square 0…size with optional cut-outs. */
export const squareProfile = (size: number, cutouts = ''): string =>
  `<Profile><Polygon><PolyBegin x="0" y="0"/><PolyStepSegment x="${size}" y="0"/><PolyStepSegment x="${size}" y="${size}"/><PolyStepSegment x="0" y="${size}"/><PolyStepSegment x="0" y="0"/></Polygon>${cutouts}</Profile>`;
