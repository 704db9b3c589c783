import type { Point } from '../../board/model';
import { fieldInt, tokenizeFields } from './fields';

/** A coordinate word of a 389 record: `X..Y..`, `X..` or `Y..` (file units). */
interface Word {
  x: number | null;
  y: number | null;
}

/** Splits the data of a 389 record (and its 089 continuations) into coordinate words and `*` breaks. */
function readWords(data: string): (Word | '*')[] {
  const out: (Word | '*')[] = [];
  for (const chunk of data.split(/(\*)/)) {
    if (chunk === '*') {
      out.push('*');
      continue;
    }
    for (const token of chunk.trim().split(/\s+/)) {
      if (token === '') continue;
      const word: Word = { x: null, y: null };
      for (const f of tokenizeFields(token, 0).fields) {
        if (f.letter === 'X') word.x = fieldInt(f.value);
        if (f.letter === 'Y') word.y = fieldInt(f.value);
      }
      if (word.x !== null || word.y !== null) out.push(word);
    }
  }
  return out;
}

/**
 * Decides whether the first word is a line-width ("feature size", IPC-D-356A §4 outline records)
 * rather than a point. The spec puts a size first; Eagle omits it (`X0Y0 X22500 Y15000 X0`) while
 * Altium writes it (`X100Y100 X0Y21654 X0Y0 …`). A word without Y followed by a full point is a size;
 * two full points are a size unless the path returns to the first word (then it is the start point).
 */
function startsWithSize(words: Word[]): boolean {
  const [first, second] = words;
  if (!first || !second) return false;
  const secondFull = second.x !== null && second.y !== null;
  if (first.y === null) return secondFull;
  if (first.x === null || !secondFull) return false;
  const end = modalPoints(words.slice(1)).at(-1);
  return !(end && end.x === first.x && end.y === first.y);
}

/** Applies X/Y modality: an omitted coordinate keeps its previous value. */
function modalPoints(words: Word[]): Point[] {
  let x = 0;
  let y = 0;
  return words.map((w) => {
    x = w.x ?? x;
    y = w.y ?? y;
    return { x, y };
  });
}

/** Polylines (file units) drawn by one 389 record and its continuations; `*` starts a new polyline. */
export function parseOutlinePaths(data: string): Point[][] {
  const paths: Word[][] = [[]];
  for (const w of readWords(data)) {
    if (w === '*') paths.push([]);
    else paths[paths.length - 1]!.push(w);
  }
  const first = paths[0]!;
  if (startsWithSize(first)) first.shift();
  return paths.map(modalPoints).filter((p) => p.length >= 2);
}
