import { fillOps, latin1, num } from './fitting-line';

type Doc = PDFKit.PDFDocument;

/** pdfkit's Bézier constant for a quarter circle. */
const KAPPA = 4.0 * ((Math.sqrt(2) - 1.0) / 3.0);

/**
 * `doc.circle(x, y, r).fill(colour)` in one content write: the same path (a move, four Bézier
 * curves, a close), colour operators and fill operator, byte for byte, as pdfkit writes them one
 * Buffer each (a plate drawing of a 100k-pad fixture has ~30k holes). Colours other than `#rrggbb`
 * go to pdfkit. `fill-circle.test.ts` compares both.
 */
export function fillCircle(doc: Doc, cx: number, cy: number, r: number, colour: string): void {
  const colourOps = fillOps(colour);
  if (colourOps === null) {
    doc.circle(cx, cy, r).fill(colour);
    return;
  }
  // pdfkit's ellipse(x, y, r, r)
  const x = cx - r;
  const y = cy - r;
  const o = r * KAPPA;
  const xe = x + r * 2;
  const ye = y + r * 2;
  const xm = x + r;
  const ym = y + r;
  const c = (...v: number[]) => `${v.map(num).join(' ')} c`;
  const d = doc as unknown as { addContent(data: Uint8Array): unknown; _fillColor?: unknown };
  d.addContent(
    latin1(
      [
        `${num(x)} ${num(ym)} m`,
        c(x, ym - o, xm - o, y, xm, y),
        c(xm + o, y, xe, ym - o, xe, ym),
        c(xe, ym + o, xm + o, ye, xm, ye),
        c(xm - o, ye, x, ym + o, x, ym),
        'h',
        colourOps,
        'f',
      ].join('\n'),
    ),
  );
  d._fillColor = [colour, undefined];
}
