import type { CopperSides } from '../../board/model';

/** Via tenting declared for each outer side; undefined = the file does not say. */
export interface TentingDefaults {
  front: boolean | undefined;
  back: boolean | undefined;
}

/**
 * A via is tented when the mask covers every outer side it reaches: false as soon as one of those
 * sides is known to be open, null when a side is not known, true otherwise.
 */
export function viaTented(own: TentingDefaults, board: TentingDefaults, side: CopperSides): boolean | null {
  const sides =
    side === 'both'
      ? [own.front ?? board.front, own.back ?? board.back]
      : side === 'top'
        ? [own.front ?? board.front]
        : [own.back ?? board.back];
  if (sides.includes(false)) return false;
  return sides.includes(undefined) ? null : true;
}
