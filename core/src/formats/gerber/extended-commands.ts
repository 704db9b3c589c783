import { buildApertureShape, parseApertureDefinition } from './apertures';
import { parseAttribute, withAttribute } from './attributes';
import { parseFormatSpec } from './coordinate-format';
import { type GraphicsState, unitOf } from './graphics-state';
import { parseMacro } from './macro';
import { handleStepRepeat } from './step-repeat';
import { clip } from '../shared/clip';
import type { GerberBlock } from './tokenize';
import { GerberCode } from './codes';

type Handler = (st: GraphicsState, body: string, line: number) => void;

const setFormat: Handler = (st, body, line) => {
  const format = parseFormatSpec(body);
  if (!format) {
    st.sink.error(GerberCode.formatBad, `cannot read coordinate format "${clip(body)}"`, { line });
    return;
  }
  st.format = format;
  st.incremental = format.incremental;
};

const setUnits: Handler = (st, body, line) => {
  const unit = body.slice(2).trim().toUpperCase();
  if (unit !== 'MM' && unit !== 'IN') {
    st.sink.error(GerberCode.unitsBad, `unknown unit "${clip(unit)}" (expected MM or IN)`, { line });
    return;
  }
  st.mmPerUnit = unit === 'MM' ? 1 : 25.4;
  st.image.units = unit === 'MM' ? 'mm' : 'inch';
};

const defineAperture: Handler = (st, body, line) => {
  const def = parseApertureDefinition(body);
  if (!def || def.code < 10) {
    st.sink.error(GerberCode.apertureBad, `cannot read aperture definition "${clip(body)}"`, { line });
    return;
  }
  const shape = buildApertureShape(def, st.macros, unitOf(st, line), line, st.sink, st.macroBudget);
  const aperFunction = st.apertureAttrs['.AperFunction'] ?? null;
  if (aperFunction) st.image.hasApertureFunctions = true;
  st.apertures.set(def.code, { code: def.code, template: def.template, shape, aperFunction, line });
};

const setPolarity: Handler = (st, body, line) => {
  const p = body.slice(2).trim();
  if (p !== 'D' && p !== 'C') st.sink.warn(GerberCode.polarityBad, `unknown polarity "${clip(p)}"`, { line });
  else st.dark = p === 'D';
};

const numberAfter = (body: string): number => Number(body.slice(2).trim());

const setRotation: Handler = (st, body, line) => {
  const deg = numberAfter(body);
  if (Number.isFinite(deg)) st.transform = { ...st.transform, rotationDeg: deg };
  else st.sink.warn(GerberCode.transformBad, `cannot read rotation "${clip(body)}"`, { line });
};

const setScale: Handler = (st, body, line) => {
  const scale = numberAfter(body);
  if (Number.isFinite(scale) && scale > 0) st.transform = { ...st.transform, scale };
  else st.sink.warn(GerberCode.transformBad, `cannot read scale "${clip(body)}"`, { line });
};

const setMirror: Handler = (st, body) => {
  const m = body.slice(2).trim();
  st.transform = { ...st.transform, mirrorX: m.includes('X'), mirrorY: m.includes('Y') };
};

const handleAttribute: Handler = (st, body, line) => {
  const attr = parseAttribute(body);
  if (!attr) return;
  if (attr.cmd === 'TF') {
    st.image.fileAttributes[attr.name] = attr.values;
    if (attr.name === '.FileFunction') st.image.fileFunctionLine = line;
  } else if (attr.cmd === 'TA') st.apertureAttrs = withAttribute(st.apertureAttrs, attr.name, attr.values);
  else if (attr.cmd === 'TO') st.objectAttrs = withAttribute(st.objectAttrs, attr.name, attr.values);
  else if (attr.name === '') {
    // %TD*% clears both the aperture and the object dictionaries (spec §5.5)
    st.apertureAttrs = {};
    st.objectAttrs = {};
  } else {
    st.apertureAttrs = withAttribute(st.apertureAttrs, attr.name, null);
    st.objectAttrs = withAttribute(st.objectAttrs, attr.name, null);
  }
};

/** Image offset (deprecated, spec §8.1.8): `OFA1.0B-2.0` moves every later coordinate. */
const setOffset: Handler = (st, body) => {
  const a = /A([-+0-9.]+)/.exec(body);
  const b = /B([-+0-9.]+)/.exec(body);
  const x = Number(a?.[1] ?? 0);
  const y = Number(b?.[1] ?? 0);
  st.offset = { x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 };
};

/** Deprecated image parameters whose default is harmless; anything else is reported as unsupported. */
function unsupportedUnlessDefault(defaults: string[]): Handler {
  return (st, body, line) => {
    const value = body.trim();
    if (!defaults.includes(value)) {
      st.sink.warn(
        GerberCode.deprecatedUnsupported,
        `deprecated "%${clip(value)}%" is not supported; ignored`,
        {
          line,
        },
      );
    }
  };
}

const ignore: Handler = () => {};

const HANDLERS: Record<string, Handler> = {
  FS: setFormat,
  MO: setUnits,
  AD: defineAperture,
  LP: setPolarity,
  LR: setRotation,
  LS: setScale,
  LM: setMirror,
  SR: (st, body, line) => handleStepRepeat(st, body, line),
  TF: handleAttribute,
  TA: handleAttribute,
  TO: handleAttribute,
  TD: handleAttribute,
  OF: setOffset,
  IP: unsupportedUnlessDefault(['IPPOS']),
  SF: unsupportedUnlessDefault(['SFA1B1', 'SFA1.0B1.0']),
  MI: unsupportedUnlessDefault(['MIA0B0', 'MI', 'MIA0', 'MIB0']),
  IR: unsupportedUnlessDefault(['IR0']),
  AS: unsupportedUnlessDefault(['ASAXBY']),
  IN: ignore,
  LN: ignore,
  IJ: ignore,
  KO: ignore,
};

/**
 * Runs one extended command. `%AM` takes all its blocks; any other command may pack several
 * parameters into one `%…%` (old files write `%FSLAX24Y24*MOIN*%`), so each block runs on its own.
 */
export function runExtended(st: GraphicsState, blocks: GerberBlock[]): void {
  const first = blocks[0];
  if (!first) return;
  if (first.text.startsWith('AM')) {
    const macro = parseMacro(blocks, st.sink);
    if (macro) st.macros.set(macro.name, macro);
    return;
  }
  for (const block of blocks) {
    if (block.text === '') continue;
    const handler = HANDLERS[block.text.slice(0, 2).toUpperCase()];
    if (handler) handler(st, block.text, block.line);
    else
      st.sink.warn(GerberCode.extendedUnknown, `unknown extended command "%${clip(block.text)}%"`, {
        line: block.line,
      });
  }
}

/** Runs an X2 attribute written as a comment (`G04 #@! TF.FileFunction,…`), as KiCad does without X2. */
export function runCommentAttribute(st: GraphicsState, comment: string, line: number): void {
  if (!comment.startsWith('#@!')) return;
  handleAttribute(st, comment.slice(3).trim(), line);
}
