import type { BoardIndex } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { shownName } from '../net-names';
import { readRailName } from '../rail-names';
import type { BoardPowerPart } from './board-power-parts';
import type { PowerEntry } from './entries';
import type { PassLink } from './passes';
import { isSwitchKind } from './power-parts';
import { resolveOutput } from './regulator-output';

/** How a net came to carry power: where it enters, or the part that passes or makes it. */
export interface PowerReach {
  net: string;
  kind: 'entry' | 'series' | 'regulator';
  /** The part it came through (reference), or the entry's part. */
  via: string | null;
  /** The net it came from. */
  from: string | null;
  /** The entry its power comes from. */
  entry: PowerEntry;
  /** Diode drops (V) since the entry or the last regulator. */
  dropV: number;
  /** What the part is ("ferrite or inductor", "series diode" …). */
  what: string;
}

export interface TraceContext {
  index: BoardIndex;
  roles: Map<string, RoleVerdict>;
  grounds: Set<string>;
  parts: BoardPowerPart[];
  links: PassLink[];
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.05, Math.abs(b) * 0.05);
const namedVolts = (net: string) => {
  const v = readRailName(net);
  return v?.kind === 'rail' ? v.nominalV : null;
};

/**
 * Whether a net may be a part's input: not the rail its fixed output voltage names (a regulator is
 * not entered through its own output).
 */
function mayBeInput(part: BoardPowerPart, net: string): boolean {
  if (part.vin) return part.vin === net;
  const fixed = part.match.fixedV;
  const v = namedVolts(net);
  if (
    fixed !== null &&
    v !== null &&
    (near(v, fixed) || (part.kind === 'linear' && Math.abs(v) < Math.abs(fixed)))
  )
    return false;
  return part.nets.includes(net);
}

/**
 * Follows the power from the entries through pass elements and regulators, breadth first, and
 * returns every net it reaches with how. A regulator whose pins the table does not give takes the
 * net the power reaches it on as its input (resolveOutput then finds its output). Weak passes (a
 * series diode, a resistor, a switch) are crossed only towards a named rail or a power part's input;
 * a diode only from its anode.
 */
export class PowerTracer {
  readonly reached = new Map<string, PowerReach>();
  /** Power parts the flood has gone through (their input is known). */
  readonly entered = new Set<string>();
  private readonly linksOn = new Map<string, PassLink[]>();
  private readonly partsOn = new Map<string, BoardPowerPart[]>();

  constructor(private readonly ctx: TraceContext) {
    for (const l of ctx.links)
      for (const n of l.nets) this.linksOn.set(n, [...(this.linksOn.get(n) ?? []), l]);
    for (const p of ctx.parts)
      if (!isSwitchKind(p.kind))
        for (const n of p.nets) this.partsOn.set(n, [...(this.partsOn.get(n) ?? []), p]);
  }

  /**
   * A weak pass may carry power to this net: a named rail, a power part's possible input, or a net
   * that reaches one through up to three more passes (V_FUSED → diode → filter → L → the buck; a
   * switch → a reverse-protection diode → the LDO).
   */
  private qualifies(net: string, depth = 0): boolean {
    if (readRailName(net)?.kind === 'rail') return true;
    for (const l of this.ctx.links)
      if (l.input === net && l.kind !== 'diode' && l.strength === 'strong') return true;
    if ((this.partsOn.get(net) ?? []).some((p) => mayBeInput(p, net))) return true;
    if (depth >= 3) return false;
    for (const l of this.linksOn.get(net) ?? []) {
      if (l.input !== null && l.input !== net) continue;
      for (const other of l.nets)
        if (other !== net && !this.ctx.grounds.has(other) && this.qualifies(other, depth + 1)) return true;
    }
    return false;
  }

  private reach(r: PowerReach, queue: string[]): void {
    if (this.reached.has(r.net) || this.ctx.grounds.has(r.net)) return;
    this.reached.set(r.net, r);
    queue.push(r.net);
  }

  /** Floods from these entries; nets reached before keep how they were reached. */
  run(entries: PowerEntry[]): void {
    const queue: string[] = [];
    for (const e of entries)
      this.reach(
        { net: e.net, kind: 'entry', via: e.part, from: null, entry: e, dropV: 0, what: e.kind },
        queue,
      );
    while (queue.length > 0) {
      const net = queue.shift()!;
      const here = this.reached.get(net)!;
      for (const l of this.linksOn.get(net) ?? []) {
        if (l.input !== null && l.input !== net) continue;
        for (const other of l.nets) {
          if (other === net || this.reached.has(other)) continue;
          if (l.strength === 'weak' && !this.qualifies(other)) continue;
          this.reach(
            {
              net: other,
              kind: 'series',
              via: l.ref,
              from: net,
              entry: here.entry,
              dropV: here.dropV + l.dropV,
              what: l.what,
            },
            queue,
          );
        }
      }
      for (const part of this.partsOn.get(net) ?? []) {
        if (this.entered.has(part.ref) || !mayBeInput(part, net)) continue;
        this.entered.add(part.ref);
        if (!part.vin) part.vin = net;
        resolveOutput(
          {
            index: this.ctx.index,
            roles: this.ctx.roles,
            grounds: this.ctx.grounds,
            powered: (n) => this.reached.has(n) && n !== part.vout,
          },
          part,
        );
        if (part.vout)
          this.reach(
            {
              net: part.vout,
              kind: 'regulator',
              via: part.ref,
              from: net,
              entry: here.entry,
              dropV: 0,
              what: part.match.family.name,
            },
            queue,
          );
      }
    }
  }

  /**
   * Connectors that feed a regulator nothing has reached yet: walking back from its input (or, when
   * its pins are not known, from its nets that are not its own output) through pass elements, the
   * first net with a connector pin on it is a power entry. A diode is walked back only from its
   * cathode.
   */
  connectorEntries(partEntries: Set<string>): PowerEntry[] {
    const out: PowerEntry[] = [];
    // Only regulators at the top of the tree: one fed by another power part's output is reached
    // through it once its feeder is.
    const made = this.madeOnBoard();
    for (const part of this.ctx.parts) {
      if (this.entered.has(part.ref) || isSwitchKind(part.kind) || (part.vin && made.has(part.vin))) continue;
      const starts = part.vin
        ? [part.vin]
        : part.match.fixedV === null
          ? []
          : part.nets.filter((n) => mayBeInput(part, n) && !made.has(n));
      for (const start of starts) {
        const found = this.walkBack(start, partEntries);
        if (found && !out.some((e) => e.net === found.net)) {
          const v = namedVolts(found.net);
          out.push({
            kind: 'power-connector',
            net: found.net,
            part: found.connector,
            pads: (this.ctx.index.padsOf.get(found.connector) ?? [])
              .filter((p) => p.net === found.net)
              .map((p) => p.number)
              .filter((n, i, all) => all.indexOf(n) === i),
            voltageV: v,
            basis: v === null ? null : 'name',
            reason: `${shownName(found.net)} comes in on connector ${found.connector} and feeds ${part.ref} (${part.value})${found.through.length ? ` through ${found.through.join(', ')}` : ''}${found.grounded ? '' : '; the connector has no ground pin — check'}`,
          });
        }
      }
    }
    return out;
  }

  /** The outputs of power parts, and the nets ferrites, fuses and links carry them to. */
  private madeOnBoard(): Set<string> {
    const made = new Set<string>();
    const queue = this.ctx.parts.flatMap((p) => (p.vout ? [p.vout] : []));
    while (queue.length > 0) {
      const net = queue.pop()!;
      if (made.has(net)) continue;
      made.add(net);
      for (const l of this.linksOn.get(net) ?? [])
        if (l.strength === 'strong' && (l.input === null || l.input === net))
          queue.push(...l.nets.filter((n) => !made.has(n)));
    }
    return made;
  }

  private walkBack(
    start: string,
    skip: Set<string>,
  ): { net: string; connector: string; through: string[]; grounded: boolean } | null {
    const seen = new Set([start]);
    let frontier: { net: string; through: string[] }[] = [{ net: start, through: [] }];
    for (let depth = 0; depth <= 4 && frontier.length > 0; depth++) {
      const next: { net: string; through: string[] }[] = [];
      for (const { net, through } of frontier) {
        const connector = [...(this.ctx.index.refsOnNet.get(net) ?? [])].find(
          (r) => !skip.has(r) && isConnectorRef(this.ctx.index, r, this.ctx.roles.get(r)?.role),
        );
        if (connector) {
          const grounded = (this.ctx.index.padsOf.get(connector) ?? []).some(
            (p) => p.net && this.ctx.grounds.has(p.net),
          );
          return { net, connector, through, grounded };
        }
        for (const l of this.linksOn.get(net) ?? []) {
          if (l.input !== null && l.input === net) continue; // upstream of a diode is its anode
          for (const other of l.nets)
            if (!seen.has(other) && !this.ctx.grounds.has(other)) {
              seen.add(other);
              next.push({ net: other, through: [...through, l.ref] });
            }
        }
      }
      frontier = next;
    }
    return null;
  }
}

// IC sockets and ZIF sockets hold a part; they bring no power in.
const SOCKET = /SOCKET|ZIF|\bSUPP\d|DIP-?\d+.*SOCKET|_SOCKET/i;
const isConnectorRef = (index: BoardIndex, ref: string, role: string | undefined) => {
  const c = index.componentByRef.get(ref);
  if (c && SOCKET.test(`${c.value} ${c.footprint}`)) return false;
  return role === 'connector' || /^(J|P|CN|CON|X|TB|PWR)\d/i.test(ref);
};
