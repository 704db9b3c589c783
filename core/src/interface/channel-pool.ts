import type { ChannelKind, ChannelRole, StationChannel } from './station-profile';

/**
 * The station's channels while they are handed out, in the profile's order. A channel is held by one
 * net; force and return-force channels may take several probes of that net (their wires meet at the
 * pin), every other channel takes one probe.
 */
export class ChannelPool {
  readonly channels: readonly StationChannel[];
  private readonly byId: Map<string, StationChannel>;
  private readonly holder = new Map<string, string>();
  private readonly count = new Map<string, number>();
  /** Per kind: its channels in profile order, the index before which all are held, free ones per connector. */
  private readonly ofKind = new Map<ChannelKind, StationChannel[]>();
  private readonly cursor = new Map<ChannelKind, number>();
  private readonly freeCount = new Map<string, number>();

  constructor(channels: readonly StationChannel[]) {
    this.channels = channels;
    this.byId = new Map(channels.map((c) => [c.id, c]));
    for (const c of channels) {
      const list = this.ofKind.get(c.kind);
      if (list) list.push(c);
      else this.ofKind.set(c.kind, [c]);
      const key = connectorKey(c.kind, c.connector);
      this.freeCount.set(key, (this.freeCount.get(key) ?? 0) + 1);
    }
  }

  get(id: string): StationChannel | undefined {
    return this.byId.get(id);
  }

  /** Whether the channel can take one more probe of net `netKey`. */
  canTake(channel: StationChannel, netKey: string): boolean {
    const held = this.holder.get(channel.id);
    if (held === undefined) return true;
    return held === netKey && shared(channel.role);
  }

  take(channel: StationChannel, netKey: string): void {
    if (!this.holder.has(channel.id) && this.byId.get(channel.id) === channel) {
      const key = connectorKey(channel.kind, channel.connector);
      this.freeCount.set(key, this.freeCount.get(key)! - 1);
    }
    this.holder.set(channel.id, netKey);
    this.count.set(channel.id, (this.count.get(channel.id) ?? 0) + 1);
  }

  /** Free channels (not held by any net) of a kind and, when given, roles, in profile order. */
  free(kind: ChannelKind, roles?: readonly ChannelRole[]): StationChannel[] {
    return this.channels.filter(
      (c) => c.kind === kind && (!roles || roles.includes(c.role)) && !this.holder.has(c.id),
    );
  }

  /**
   * The first `n` free channels of a kind (any role), in profile order: `free(kind).slice(0, n)`
   * without a pass over every channel (held ones at the head are stepped over once).
   */
  firstFree(kind: ChannelKind, n: number): StationChannel[] {
    const list = this.ofKind.get(kind) ?? [];
    let i = this.cursor.get(kind) ?? 0;
    while (i < list.length && this.holder.has(list[i]!.id)) i++;
    this.cursor.set(kind, i);
    const out: StationChannel[] = [];
    for (; i < list.length && out.length < n; i++) if (!this.holder.has(list[i]!.id)) out.push(list[i]!);
    return out;
  }

  /** How many channels of a kind (any role) on a connector are free. */
  freeOn(kind: ChannelKind, connector: string): number {
    return this.freeCount.get(connectorKey(kind, connector)) ?? 0;
  }

  /** Channels of an instrument with a role, that net `netKey` may use, in profile order. */
  ofInstrument(instrument: string, role: ChannelRole, netKey: string): StationChannel[] {
    return this.channels.filter(
      (c) => c.instrument === instrument && c.role === role && this.canTake(c, netKey),
    );
  }

  /** The instruments with channels of a kind, in profile order. */
  instruments(kind: ChannelKind): string[] {
    return [...new Set(this.channels.filter((c) => c.kind === kind).map((c) => c.instrument))];
  }

  /** Whether the instrument's output (force or sense) is held by a net other than `netKey`. */
  outputHeldByOther(instrument: string, netKey: string): boolean {
    return this.channels.some((c) => {
      if (c.instrument !== instrument || (c.role !== 'force' && c.role !== 'sense')) return false;
      const held = this.holder.get(c.id);
      return held !== undefined && held !== netKey;
    });
  }

  /** The net holding the channel, if any. */
  holderOf(id: string): string | undefined {
    return this.holder.get(id);
  }

  /** How many probes the channel took. */
  taken(id: string): number {
    return this.count.get(id) ?? 0;
  }
}

const connectorKey = (kind: ChannelKind, connector: string) => `${kind}\u0000${connector}`;

const shared = (role: ChannelRole) => role === 'force' || role === 'return-force';
