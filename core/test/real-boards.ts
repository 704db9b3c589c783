import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Board } from '../src/board/model';
import { importPackage } from '../src/formats/package/index';

/** The shared real design files (`../shared/testdata`, see its README). */
export const TESTDATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/testdata',
);

const cache = new Map<string, Board>();

/** A board from the shared test data, imported with the project's own importers (cached per file). */
export function realBoard(relative: string): Board {
  const hit = cache.get(relative);
  if (hit) return hit;
  const file = path.join(TESTDATA, relative);
  const { board } = importPackage([{ name: relative, bytes: new Uint8Array(readFileSync(file)) }]);
  cache.set(relative, board);
  return board;
}
