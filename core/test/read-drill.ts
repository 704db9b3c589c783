import gerberParser from 'gerber-parser';

/** A drill file as tracespace's gerber-parser (an independent, well-kept reader) reads it. */
export interface ReadDrill {
  units: string | null;
  tools: Map<string, number>;
  hits: { tool: string; x: number; y: number }[];
  warnings: string[];
}

/** Reads an Excellon text with gerber-parser (pcb-stackup / tracespace's parser for drill files). */
export async function readDrillIndependently(text: string): Promise<ReadDrill> {
  const parser = gerberParser({ filetype: 'drill' });
  const out: ReadDrill = { units: null, tools: new Map(), hits: [], warnings: [] };
  let tool = '';
  parser.on('warning', (w: { message: string; line: number }) =>
    out.warnings.push(`${w.line}: ${w.message}`),
  );
  parser.on(
    'data',
    (o: {
      type: string;
      prop?: string;
      value?: string;
      code?: string;
      tool?: { params: number[] };
      op?: string;
      coord?: { x: number; y: number };
    }) => {
      if (o.type === 'set' && o.prop === 'units') out.units = o.value ?? null;
      if (o.type === 'set' && o.prop === 'tool') tool = o.value ?? '';
      if (o.type === 'tool' && o.code && o.tool) out.tools.set(o.code, o.tool.params[0]!);
      if (o.type === 'op' && o.op === 'flash' && o.coord) out.hits.push({ tool, x: o.coord.x, y: o.coord.y });
    },
  );
  await new Promise<void>((resolve, reject) => {
    parser.on('end', () => resolve());
    parser.on('error', reject);
    parser.end(text);
  });
  return out;
}
