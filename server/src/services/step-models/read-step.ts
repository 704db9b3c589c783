import { createRequire } from 'node:module';
import {
  expandFiles,
  isIgnoredEntry,
  keptBeforeContent,
  listZipEntries,
  readZipEntry,
  reduceMeshes,
  type StepModel,
  type StepTreeNode,
  type ZipEntry,
  ZipError,
} from '@studio/core';
import { assemblyInstances, stepExporter, withInstanceNames } from './step-text';
import {
  type DecimatedMeshes,
  DISPLAY_MESH_LIMITS,
  type DisplayMeshLimits,
  decimateMeshes,
} from './display-mesh';

// Reading a STEP model with occt-import-js (OpenCascade compiled to WebAssembly, LGPL-2.1, shipped
// unmodified: THIRD-PARTY-NOTICES.md). Runs inside the STEP worker thread (step-worker.ts), whose
// parent stops it at the time limit. Its WebAssembly memory lives outside V8's heap, so the thread's
// `resourceLimits` do not bound it: `capWasmMemory` refuses growth past the cap instead.

/** A STEP model the reader could not read, or a limit it hit: the message names the file. */
export class StepReadError extends Error {
  override readonly name = 'StepReadError';
  constructor(
    message: string,
    readonly code: 'step.unreadable' | 'step.empty' | 'step.memory' | 'step.archive' | 'step.too-large',
  ) {
    super(message);
  }
}

interface OcctResult {
  success: boolean;
  root: StepTreeNode;
  meshes: {
    name: string;
    attributes: { position: { array: ArrayLike<number> } };
    index?: { array: ArrayLike<number> };
  }[];
}
interface Occt {
  ReadStepFile(content: Uint8Array, params: Record<string, unknown> | null): OcctResult;
}

const require = createRequire(import.meta.url);

/** The name of a STEP model inside an upload (`.step`, `.stp`, any case). */
/**
 * A STEP file that may be the board's model: not a part's library model (`*.3dshapes/`, `3dmodels/`
 * …), which a KiCad project folder carries by the dozen and which is kept, not read (decision 0059).
 */
export const isStepName = (name: string) => /\.(step|stp)$/i.test(name) && keptBeforeContent(name) === null;

/**
 * The board's STEP model among a zip's file names: the first STEP file outside a library's 3D-model
 * folder (3d/, 3dmodels/, *.3dshapes/ hold parts' models); else the zip's only STEP file, wherever it
 * sits (a board has one export, a library many models). Null when there is none.
 */
export function boardStepOf(names: string[]): string | null {
  const found = names.find(isStepName);
  if (found !== undefined) return found;
  const steps = names.filter((n) => /\.(step|stp)$/i.test(n));
  return steps.length === 1 ? steps[0]! : null;
}

/** Where the STEP model is looked for, and the largest one read (STEP_MAX_MB, decision 0072). */
export interface StepEntryLimits {
  /** How far a zip is expanded to find its STEP model (nested zips). */
  maxExpandedBytes: number;
  /** The largest STEP model read, as expanded: past it, a `step.too-large` error naming the file. */
  maxStepBytes: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

/** A STEP model over the limit, named, with what it holds (or declares) and the limit. */
export function stepTooLarge(file: string, what: string, maxStepBytes: number): StepReadError {
  return new StepReadError(
    `${file} ${what}, more than the ${mb(maxStepBytes)} a STEP model may have (STEP_MAX_MB): it is not read. Export the board's model without the parts' internal detail (or without the parts), or ask your administrator to raise STEP_MAX_MB.`,
    'step.too-large',
  );
}

/**
 * The STEP model of an upload: the file itself, or the board's `.step` / `.stp` inside a zip. A zip's
 * own STEP entry is inflated alone and only up to `maxStepBytes` (its declared size is checked first,
 * then what it really expands to, which stops the inflating at the limit: decision 0072); a STEP model
 * inside a zip inside the zip is found by expanding the archive within `maxExpandedBytes`, as the
 * package importer does. Null when a zip holds none.
 */
export function stepEntryOf(
  name: string,
  bytes: Uint8Array,
  limits: StepEntryLimits,
): { name: string; bytes: Uint8Array } | null {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!zip) {
    if (bytes.length > limits.maxStepBytes)
      throw stepTooLarge(name, `holds ${mb(bytes.length)}`, limits.maxStepBytes);
    return { name, bytes };
  }
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(bytes).filter((e) => !isIgnoredEntry(e));
  } catch (error) {
    throw new StepReadError(
      `${name}: ${error instanceof Error ? error.message : String(error)}`,
      'step.archive',
    );
  }
  const own = boardStepOf(entries.map((e) => e.name));
  if (own !== null) return readStepEntry(name, bytes, entries.find((e) => e.name === own)!, limits);
  const { files, diagnostics } = expandFiles([{ name, bytes }], {
    maxExpandedBytes: limits.maxExpandedBytes,
  });
  const step = boardStepOf(files.map((f) => f.name));
  if (step !== null) {
    const found = files.find((f) => f.name === step)!;
    if (found.bytes.length > limits.maxStepBytes)
      throw stepTooLarge(found.name, `expands to ${mb(found.bytes.length)}`, limits.maxStepBytes);
    return found;
  }
  const refused = diagnostics.find((d) => d.severity === 'error' || d.severity === 'warning');
  if (refused) throw new StepReadError(`${name}: ${refused.message}`, 'step.archive');
  return null;
}

/** Inflates a zip's STEP entry, stopping at the limit whatever the entry declares. */
function readStepEntry(
  zipName: string,
  zip: Uint8Array,
  entry: ZipEntry,
  { maxStepBytes }: StepEntryLimits,
): { name: string; bytes: Uint8Array } {
  const name = `${zipName}/${entry.name}`;
  if (entry.size > maxStepBytes) throw stepTooLarge(name, `declares ${mb(entry.size)}`, maxStepBytes);
  try {
    return { name, bytes: readZipEntry(zip, entry, maxStepBytes) };
  } catch (error) {
    if (error instanceof ZipError && error.code === 'package.zip.too-large')
      throw stepTooLarge(name, 'expands past its declared size', maxStepBytes);
    throw new StepReadError(
      `${zipName}: ${error instanceof Error ? error.message : String(error)}`,
      'step.archive',
    );
  }
}

/** The part of `WebAssembly.Memory` used here (the server's type library has no WebAssembly types). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}

export const wasmMemoryPrototype = () =>
  (
    globalThis as unknown as {
      WebAssembly: { Memory: { prototype: WasmMemory & { __studioCapped?: boolean } } };
    }
  ).WebAssembly.Memory.prototype;

let capBytes = Infinity;
let capHit = false;

/**
 * Caps the WebAssembly memory of this thread at `mb`: Emscripten grows its heap through
 * `WebAssembly.Memory.prototype.grow` (occt-import-js is built with memory growth), so refusing the
 * growth there makes OpenCascade's allocation fail inside the reader instead of taking the machine.
 */
export function capWasmMemory(mb: number): void {
  capBytes = mb * 1024 * 1024;
  capHit = false;
  const proto = wasmMemoryPrototype();
  if (proto.__studioCapped) return;
  const grow = proto.grow;
  proto.grow = function capped(this: WasmMemory, delta: number) {
    if (this.buffer.byteLength + delta * 65_536 > capBytes) {
      capHit = true;
      throw new RangeError(`WebAssembly memory over ${Math.round(capBytes / 1048576)} MB`);
    }
    return grow.call(this, delta);
  };
  proto.__studioCapped = true;
}

/** A STEP model read: its solids, and the decimated display mesh of each (when asked for). */
export interface StepReading {
  model: StepModel;
  display: DecimatedMeshes | null;
}

/**
 * Reads a STEP model into its solids (core `StepModel`: outlines and heights) and, unless `display`
 * is false, a display mesh per solid decimated within its limits (decision 0048); OpenCascade's own
 * meshes are not kept. A fresh OpenCascade instance per model: one that ran out of memory is left
 * broken.
 */
export async function readStepModel(
  file: { name: string; bytes: Uint8Array },
  memoryMb: number,
  progress: (value: number) => void,
  display: DisplayMeshLimits | false = DISPLAY_MESH_LIMITS,
): Promise<StepReading> {
  capWasmMemory(memoryMb);
  const factory = require('occt-import-js') as () => Promise<Occt>;
  let occt: Occt;
  try {
    occt = await factory();
  } catch (error) {
    throw limitOr(error, file.name, 'could not start the STEP reader');
  }
  progress(0.2);
  let result: OcctResult;
  try {
    // Vertices lie on the surfaces: heights read from them are low by at most the deflection.
    result = occt.ReadStepFile(file.bytes, {
      linearUnit: 'millimeter',
      linearDeflectionType: 'absolute_value',
      linearDeflection: 0.02,
      angularDeflection: 0.5,
    });
  } catch (error) {
    throw limitOr(error, file.name, 'the STEP reader stopped');
  }
  if (capHit) throw memoryError(file.name);
  if (!result.success)
    throw new StepReadError(
      `${file.name} is not a STEP model OpenCascade can read (expected an ISO 10303-21 file: "ISO-10303-21;" then a HEADER and a DATA section).`,
      'step.unreadable',
    );
  progress(0.7);
  const meshOf: number[] = [];
  // The instances' own names (KiCad's references) from the text, above the reader's model names.
  const root = withInstanceNames(
    result.root,
    assemblyInstances(new TextDecoder('latin1').decode(file.bytes)),
  );
  const solids = reduceMeshes(
    root,
    result.meshes.map((m) => ({ name: m.name, positions: m.attributes.position.array })),
    meshOf,
  );
  if (solids.length === 0)
    throw new StepReadError(`${file.name} holds no solid: the model has no shape with faces.`, 'step.empty');
  progress(0.8);
  const decimated =
    display === false
      ? null
      : await decimateMeshes(
          meshOf.map((i) => {
            const m = result.meshes[i]!;
            return { positions: m.attributes.position.array, index: m.index?.array ?? null };
          }),
          display,
        ).catch((error) => {
          throw limitOr(error, file.name, 'the display mesh could not be made');
        });
  const exporter = stepExporter(file.bytes);
  return { model: { file: file.name, ...(exporter ? { exporter } : {}), solids }, display: decimated };
}

function memoryError(name: string) {
  return new StepReadError(
    `${name}: reading the model ran out of memory (the limit is ${Math.round(capBytes / 1048576)} MB). Export the model without the parts' internal detail, or ask your administrator to raise STEP_MEMORY_MB.`,
    'step.memory',
  );
}

function limitOr(error: unknown, name: string, what: string): Error {
  if (capHit) return memoryError(name);
  const message = error instanceof Error ? error.message : String(error);
  return new StepReadError(`${name}: ${what} (${message}).`, 'step.unreadable');
}
