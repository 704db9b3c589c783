import type { BoardIndex } from './board-index';
import { STEP_SECONDS } from './defaults';
import { shownName } from './net-names';
import type { Probes } from './probes';
import { check, makeStep, numberLimits } from './step-parts';
import type { Port, Step } from './types';

/**
 * The boundary-scan interconnect test of a JTAG chain with boundary-scan devices (a BSDL file each):
 * the nets between two of them are driven by one and read by the other (opens and shorts between
 * them, no probe needed); the nets from one of them to a probed test point are driven by the device
 * and read by the fixture, or the other way. Power and the JTAG nets themselves are not in it.
 */
export function boundaryScanStep(
  port: Port,
  index: BoardIndex,
  probes: Probes,
  skipNets: Set<string>,
): Step | null {
  const scanned = port.chain?.devices.filter((d) => d.bsdl !== null).map((d) => d.ref) ?? [];
  if (scanned.length === 0) return null;
  const jtag = new Set(port.nets);
  const between: string[] = [];
  const toProbes: string[] = [];
  const pinsOf = (ref: string) =>
    new Set((index.padsOf.get(ref) ?? []).flatMap((p) => (p.net ? [p.net] : [])));
  const nets = new Map<string, number>();
  for (const ref of scanned) for (const n of pinsOf(ref)) nets.set(n, (nets.get(n) ?? 0) + 1);
  for (const [net, count] of nets) {
    if (jtag.has(net) || skipNets.has(net) || (index.padCount.get(net) ?? 0) < 2) continue;
    if (count >= 2) between.push(net);
    else if ((probes.byNet.get(net)?.length ?? 0) > 0) toProbes.push(net);
  }
  if (between.length === 0 && toProbes.length === 0) return null;
  const devices = scanned.map((d) => `${d} (${index.componentByRef.get(d)?.value ?? ''})`).join(', ');
  return makeStep({
    id: 'boundary-scan',
    kind: 'boundary-scan',
    title: `Boundary-scan interconnect (${scanned.join(', ')})`,
    instructions: `With the BSDL file of ${devices}, run the chain test, then drive and read ${
      between.length ? `the ${between.length} net(s) between the boundary-scan devices` : ''
    }${between.length && toProbes.length ? ' and ' : ''}${
      toProbes.length ? `the ${toProbes.length} net(s) from their pins to the fixture's probes` : ''
    }: opens and shorts on pins no probe reaches.`,
    nets: [...port.nets, ...between, ...toProbes],
    probeless: between,
    limits: numberLimits([
      check({
        label: 'Chain integrity (instruction register capture, IDCODE, BYPASS)',
        expected: 'passes',
        reason: 'the chain is whole and in the order the BSDL files describe',
      }),
      ...(between.length
        ? [
            check({
              label: `Interconnect between ${scanned.join(', ')}: ${between.length} net(s)`,
              expected: 'no opens or shorts',
              reason: `nets on two boundary-scan devices: ${between.slice(0, 8).map(shownName).join(', ')}${between.length > 8 ? ' …' : ''}`,
            }),
          ]
        : []),
      ...(toProbes.length
        ? [
            check({
              label: `Boundary-scan pins to probes: ${toProbes.length} net(s)`,
              expected: 'no opens or shorts',
              reason: `nets from a boundary-scan pin to a probed test point: ${toProbes.slice(0, 8).map(shownName).join(', ')}${toProbes.length > 8 ? ' …' : ''}`,
            }),
          ]
        : []),
    ]),
    equipment: ['boundary-scan'],
    seconds: STEP_SECONDS.boundaryScan + STEP_SECONDS.boundaryScanNet * (between.length + toProbes.length),
    reason: `a JTAG chain with boundary-scan devices: ${port
      .chain!.devices.filter((d) => d.bsdl)
      .map((d) => `${d.ref}: ${d.bsdl}`)
      .join('; ')}`,
    components: scanned,
  });
}
