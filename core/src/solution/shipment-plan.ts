/**
 * Ship-short is a decision (issue 29, decision 0063): what the next shipment of an order packs from
 * each stocked part, what stays backordered, and whether the shop may send it. Pure: the server
 * plans from the ledger (inside the shipping transaction), the order page shows the same words.
 */

/** A stocked part of an order as the ledger holds it when the shop ships. */
export interface ShipmentPartState {
  partNumber: string;
  /** Units the whole order needs. */
  need: number;
  /** Units shipped in earlier shipments (consumed). */
  shipped: number;
  /** Units reserved for the order now: what goes in the box. */
  reserved: number;
}

export interface PlannedShipmentLine {
  partNumber: string;
  need: number;
  /** Shipped before this shipment. */
  before: number;
  packed: number;
  backordered: number;
}

export type ShipmentPlan =
  | { ok: true; lines: PlannedShipmentLine[]; complete: boolean; summary: string }
  | { ok: false; lines: PlannedShipmentLine[]; message: string };

/** The lines of the next shipment: everything reserved is packed, the rest of the need backordered. */
export function shipmentLines(parts: ShipmentPartState[]): PlannedShipmentLine[] {
  return parts.map((p) => {
    const packed = Math.max(0, Math.min(p.reserved, p.need - p.shipped));
    return {
      partNumber: p.partNumber,
      need: p.need,
      before: p.shipped,
      packed,
      backordered: Math.max(0, p.need - p.shipped - packed),
    };
  });
}

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** "PRB-100: 122 units short (622 needed, 500 packed)" for every short line. */
export function shortWords(lines: PlannedShipmentLine[]): string {
  return lines
    .filter((l) => l.backordered > 0)
    .map(
      (l) =>
        `${l.partNumber}: ${units(l.backordered)} short (${l.need} needed, ${l.before > 0 ? `${l.before} shipped before, ` : ''}${l.packed} packed now)`,
    )
    .join('; ');
}

/**
 * Whether the shipment may go: a shipment with parts short is refused unless `partial` (the staff
 * member chose a partial shipment with a backorder); a partial shipment must pack something. The
 * summary is what the timeline, the mail and the chat say.
 */
export function planShipment(parts: ShipmentPartState[], partial: boolean, number: number): ShipmentPlan {
  const lines = shipmentLines(parts);
  const short = lines.filter((l) => l.backordered > 0);
  if (short.length > 0 && !partial)
    return {
      ok: false,
      lines,
      message: `The order cannot ship complete: ${shortWords(lines)}. Receive the missing stock, or ship partially and backorder the rest.`,
    };
  if (short.length > 0 && number > 1 && lines.every((l) => l.packed === 0))
    return {
      ok: false,
      lines,
      message: `Nothing new to pack: ${shortWords(lines)}. Receive the missing stock first.`,
    };
  const complete = short.length === 0;
  const packedWords = lines
    .filter((l) => l.packed > 0)
    .map((l) => `${l.packed} of ${l.need} ${l.partNumber}`)
    .join(', ');
  const summary = complete
    ? `Shipment ${number}${number > 1 ? ' (the backorder)' : ''}: complete${packedWords ? `; packed ${packedWords}` : ''}.`
    : `Partial shipment ${number}: packed ${packedWords || 'the fixtures'}; backordered ${short
        .map((l) => `${l.backordered} ${l.partNumber}`)
        .join(', ')}.`;
  return { ok: true, lines, complete, summary };
}
