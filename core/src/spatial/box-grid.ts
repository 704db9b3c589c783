import { type Column, floatColumn, intColumn } from '../memory/heap-columns';

/**
 * A static uniform grid of axis-aligned boxes (board frame, mm) for the hottest box queries: "which
 * items' boxes meet this box", answered into a buffer the grid owns, with no allocation per query
 * (an R-tree search allocates its queue and result arrays each time). Each item is listed in every
 * cell its box covers; a query reads the cells its box covers and reports each item once, in
 * ascending item order. Meant for many small, similar boxes (component bodies); a few large ones
 * are fine. Its arrays are heap columns, not typed arrays (decision 0019).
 */
export interface BoxGrid {
  readonly size: number;
  /**
   * Items whose box intersects the query box (edges touching count), written to `found[0 .. n)`
   * in ascending order; returns n. `found` is reused by the next query.
   */
  collect(minX: number, minY: number, maxX: number, maxY: number): number;
  readonly found: Column;
}

/** Builds a grid over `count` boxes given by `boxOf(i)` as [minX, minY, maxX, maxY]. */
export function buildBoxGrid(
  count: number,
  boxOf: (i: number) => readonly [number, number, number, number],
): BoxGrid {
  const boxes = floatColumn(count * 4);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  let extent = 0;
  for (let i = 0; i < count; i++) {
    const b = boxOf(i);
    for (let k = 0; k < 4; k++) boxes[i * 4 + k] = b[k]!;
    minX = Math.min(minX, b[0]);
    minY = Math.min(minY, b[1]);
    maxX = Math.max(maxX, b[2]);
    maxY = Math.max(maxY, b[3]);
    extent += Math.max(b[2] - b[0], b[3] - b[1]);
  }
  if (count === 0 || !(minX <= maxX && minY <= maxY)) return emptyGrid();
  // Cells about twice a typical box, but never more cells than a few per item.
  const spread = Math.max(maxX - minX, maxY - minY, 1e-9);
  let cell = Math.max(
    (2 * extent) / count,
    Math.sqrt(((maxX - minX) * (maxY - minY)) / (4 * count)),
    spread / 4096,
  );
  let layout = listCells(boxes, count, minX, minY, maxX, maxY, cell);
  // A few huge boxes over tiny cells would be listed in too many cells: coarsen until it fits.
  while (layout.entries > 16 * count + 1024) {
    cell *= 2;
    layout = listCells(boxes, count, minX, minY, maxX, maxY, cell);
  }
  const { cols, rows, start, items } = layout;
  const found = intColumn(Math.max(16, count));
  const seen = intColumn(count).fill(-1);
  let query = 0;
  const colOf = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - minX) / cell)));
  const rowOf = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / cell)));
  return {
    size: count,
    found,
    collect(qx0, qy0, qx1, qy1) {
      if (qx1 < minX || qy1 < minY || qx0 > maxX || qy0 > maxY) return 0;
      query++;
      let n = 0;
      const [c0, c1, r0, r1] = [colOf(qx0), colOf(qx1), rowOf(qy0), rowOf(qy1)];
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          const s = r * cols + c;
          for (let e = start[s]!; e < start[s + 1]!; e++) {
            const i = items[e]!;
            if (seen[i] === query) continue;
            seen[i] = query;
            const o = i * 4;
            if (boxes[o]! > qx1 || boxes[o + 1]! > qy1 || boxes[o + 2]! < qx0 || boxes[o + 3]! < qy0)
              continue;
            // Ascending order: insertion into the (short) list found so far.
            let k = n++;
            while (k > 0 && found[k - 1]! > i) {
              found[k] = found[k - 1]!;
              k--;
            }
            found[k] = i;
          }
        }
      }
      return n;
    },
  };
}

function emptyGrid(): BoxGrid {
  return { size: 0, found: [], collect: () => 0 };
}

/** The cells (row-major) each box covers, as compressed lists. */
function listCells(
  boxes: Column,
  count: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  cell: number,
) {
  const cols = Math.floor((maxX - minX) / cell) + 1;
  const rows = Math.floor((maxY - minY) / cell) + 1;
  // Each box's cell span, computed once (four numbers per box, no array per box).
  const span = intColumn(count * 4);
  let entries = 0;
  for (let i = 0; i < count; i++) {
    const o = i * 4;
    span[o] = Math.floor((boxes[o]! - minX) / cell);
    span[o + 1] = Math.floor((boxes[o + 1]! - minY) / cell);
    span[o + 2] = Math.floor((boxes[o + 2]! - minX) / cell);
    span[o + 3] = Math.floor((boxes[o + 3]! - minY) / cell);
    entries += (span[o + 2]! - span[o]! + 1) * (span[o + 3]! - span[o + 1]! + 1);
    if (entries > 16 * count + 1024) return { cols, rows, start: intColumn(1), items: [], entries };
  }
  const start = intColumn(cols * rows + 1);
  const each = (visit: (slot: number, i: number) => void) => {
    for (let i = 0; i < count; i++) {
      const o = i * 4;
      for (let r = span[o + 1]!; r <= span[o + 3]!; r++) {
        for (let c = span[o]!; c <= span[o + 2]!; c++) visit(r * cols + c, i);
      }
    }
  };
  each((slot) => start[slot + 1]!++);
  for (let s = 0; s < cols * rows; s++) start[s + 1]! += start[s]!;
  const fill = start.slice(0, cols * rows);
  const items = intColumn(entries);
  each((slot, i) => {
    items[fill[slot]!++] = i;
  });
  return { cols, rows, start, items, entries };
}
