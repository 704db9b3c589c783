import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type Board, type Diagnostic, ImportError, renderBoardSvg } from '@studio/core';
import type { Command } from './command';
import { importInputFiles, MissingInputError } from './inspect-files';
import { summarizeBoard } from './inspect-summary';
import { describeInputFailure } from './import-failure';
import { writeJsonStreamed } from './json-stream';

const USAGE = `Usage: studio inspect FILE... [--json] [--svg OUT.svg] [--side top|bottom]

Imports a design package (files and folders, read recursively) and prints what Studio read from it.

  --json          print the board model and the diagnostics as JSON (mm, top view, +Y up)
  --svg OUT.svg   also write a drawing of the board to OUT.svg
  --side SIDE     the side the drawing looks at: top (default) or bottom (mirrored)

Exit code: 0 imported (warnings allowed), 1 import errors or unreadable input, 2 bad usage.`;

interface InspectOptions {
  paths: string[];
  json: boolean;
  svgPath: string | undefined;
  side: 'top' | 'bottom';
}

class UsageError extends Error {}

function parseInspectArgs(args: string[]): InspectOptions | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      svg: { type: 'string' },
      side: { type: 'string', default: 'top' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no input: name at least one file or folder');
  if (values.side !== 'top' && values.side !== 'bottom') {
    throw new UsageError(`--side must be "top" or "bottom", not "${values.side}"`);
  }
  return { paths: positionals, json: values.json, svgPath: values.svg, side: values.side };
}

/** The JSON output: the board model as the importer built it, plus the diagnostics. */
export const toInspectJson = (board: Board, diagnostics: Diagnostic[]) => ({ ...board, diagnostics });

async function inspect(options: InspectOptions): Promise<number> {
  const { board, diagnostics } = await importInputFiles(options.paths);
  if (options.json) await writeJsonStreamed(process.stdout, toInspectJson(board, diagnostics));
  else console.log(summarizeBoard(board, diagnostics));
  if (options.svgPath) {
    await writeFile(options.svgPath, renderBoardSvg(board, { side: options.side }));
    console.error(`studio inspect: wrote the ${options.side} view to ${options.svgPath}`);
  }
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}

/** `studio inspect`: import files and print the board summary, its JSON, or an SVG drawing. */
export const inspectCommand: Command = {
  async run(args) {
    let options: InspectOptions | 'help';
    try {
      options = parseInspectArgs(args);
    } catch (error) {
      console.error(`studio inspect: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return 2;
    }
    if (options === 'help') {
      console.log(USAGE);
      return 0;
    }
    try {
      return await inspect(options);
    } catch (error) {
      if (error instanceof ImportError || error instanceof MissingInputError) {
        console.error(describeInputFailure('inspect', error));
        return 1;
      }
      throw error;
    }
  },
};
