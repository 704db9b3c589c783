import type { ExpandedStation } from './expand-station';
import type { InterfaceFinding, InterfaceRow } from './model';
import { fmtA, type PlannedProbe } from './net-plan';
import { heaviestWrapAwg } from './wire-gauge';

const EPS = 1e-9;
const fmtV = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * The limits a mapping must keep, each broken one a finding with the measured value and the limit:
 * a channel's voltage (the net's nominal voltage, magnitude) and current (the sum its probes carry),
 * a connector contact's rating, a probe's rating, and the heaviest wire a wire-wrap post takes.
 */
export function checkInterfaceLimits(
  rows: readonly InterfaceRow[],
  planned: readonly PlannedProbe[],
  station: ExpandedStation,
  termination: 'wire-wrap' | 'solder-cup',
  findings: InterfaceFinding[],
): void {
  const channelById = new Map(station.channels.map((c) => [c.id, c]));
  const connectorByName = new Map(station.connectors.map((c) => [c.name, c]));
  const perChannel = new Map<string, { rows: InterfaceRow[]; currentA: number; voltageV: number }>();
  rows.forEach((r, i) => {
    if (!r.channel) return;
    const p = planned[i]!;
    const entry = perChannel.get(r.channel.id) ?? { rows: [], currentA: 0, voltageV: 0 };
    entry.rows.push(r);
    entry.currentA += p.currentA;
    entry.voltageV = Math.max(entry.voltageV, Math.abs(p.demand.voltageV ?? 0));
    perChannel.set(r.channel.id, entry);
  });
  const push = (f: Omit<InterfaceFinding, 'severity'>) => findings.push({ severity: 'fail', ...f });
  for (const [id, use] of perChannel) {
    const ch = channelById.get(id)!;
    const probes = use.rows.map((r) => r.probe);
    const net = use.rows[0]!.net;
    if (ch.maxVoltageV !== null && use.voltageV > ch.maxVoltageV + EPS)
      push({
        code: 'interface.channel-voltage',
        message: `${id} takes ${fmtV(ch.maxVoltageV)} V; ${net ?? 'its net'} is at ${fmtV(use.voltageV)} V.`,
        measured: use.voltageV,
        limit: ch.maxVoltageV,
        unit: 'V',
        net,
        probes,
        channel: id,
      });
    if (ch.maxCurrentA !== null && use.currentA > ch.maxCurrentA + EPS)
      push({
        code: 'interface.channel-current',
        message: `${id} carries ${fmtA(use.currentA)} A of ${net ?? 'its net'}; its limit is ${fmtA(ch.maxCurrentA)} A.`,
        measured: round6(use.currentA),
        limit: ch.maxCurrentA,
        unit: 'A',
        net,
        probes,
        channel: id,
      });
    const pinRating = connectorByName.get(ch.connector)?.pinCurrentA ?? null;
    if (pinRating !== null && use.currentA > pinRating + EPS)
      push({
        code: 'interface.pin-current',
        message: `${use.rows[0]!.connector ?? ch.connector} pin ${ch.pin} (${id}) carries ${fmtA(use.currentA)} A; the contact is rated ${fmtA(pinRating)} A.`,
        measured: round6(use.currentA),
        limit: pinRating,
        unit: 'A',
        net,
        probes,
        channel: id,
      });
  }
  rows.forEach((r, i) => {
    const p = planned[i]!;
    if (p.currentA > p.probe.currentRatingA + EPS)
      push({
        code: 'interface.probe-current',
        message: `${r.probe} (${r.label}) carries ${fmtA(p.currentA)} A; the probe is rated ${fmtA(p.probe.currentRatingA)} A.`,
        measured: round6(p.currentA),
        limit: p.probe.currentRatingA,
        unit: 'A',
        net: r.net,
        probes: [r.probe],
        channel: r.channel?.id ?? null,
      });
    const heaviest = heaviestWrapAwg(p.probe.probeClass);
    if (termination === 'wire-wrap' && r.wire && r.wire.awg < heaviest)
      findings.push({
        code: 'interface.wire-termination',
        severity: 'warning',
        message: `${r.probe} (${r.label}) needs ${r.wire.awg} AWG for ${fmtA(r.wire.currentA)} A; its wire-wrap post takes ${heaviest} AWG at most: use a solder-cup receptacle there.`,
        measured: r.wire.awg,
        limit: heaviest,
        unit: 'AWG',
        net: r.net,
        probes: [r.probe],
        channel: r.channel?.id ?? null,
      });
  });
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
