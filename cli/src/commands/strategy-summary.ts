import { describeLimit, displayNetName, formatQuantity, type TestStrategy } from '@studio/core';

/** The plan in a terminal: what was recognised, then each step with its limits and flags. */
export function formatStrategySummary(s: TestStrategy): string {
  const volts = (v: number | null) => (v === null ? '?' : formatQuantity(v, 'V'));
  const lines = [
    `Test strategy (${s.generator}): ${s.steps.length} steps, about ${Math.round(s.seconds)} s; nets touched ${s.coverage.touched} of ${s.coverage.nets}`,
    `Rails:      ${s.rails.map((r) => `${r.net} ${volts(r.nominalV)}${r.role === 'input' ? ' (input)' : ''}`).join(', ') || 'none recognised'}`,
    `Ground:     ${s.grounds.map((g) => g.net).join(', ') || 'none recognised'}`,
    `Regulators: ${s.regulators.map((r) => `${r.ref} ${r.input ?? '?'} → ${r.output ?? '?'}`).join(', ') || 'none'}`,
    `Ports:      ${s.ports.map((p) => `${p.kind} (${p.nets.map(displayNetName).join(', ')})`).join('; ') || 'none'}`,
    `Buses:      ${s.buses.map((b) => `${b.name} [${b.kind}]`).join(', ') || 'none'}`,
    `Clocks:     ${s.clocks.map((c) => c.ref ?? c.nets[0]).join(', ') || 'none'}`,
    `LEDs:       ${s.leds.map((p) => p.ref).join(', ') || 'none'}; buttons: ${s.buttons.map((p) => p.ref).join(', ') || 'none'}`,
    `Fixture:    ${
      s.fixture
        ? `${s.fixture.probes.length} probes on ${s.fixture.station.name}${s.fixture.source ? ` (${s.fixture.source})` : ''}, ${s.fixture.probes.filter((p) => p.channel === null).length} without a channel`
        : 'none (draft from a test config to tie the steps to probes and tester channels)'
    }`,
    '',
    'Steps:',
  ];
  s.steps.forEach((step, i) => {
    lines.push(
      `  ${String(i + 1).padStart(2)}. ${step.title}  [${step.kind}, ${step.seconds} s, ${step.equipment.join(', ')}]`,
    );
    if (step.flag) lines.push(`      ! ${step.flag}`);
    if (step.probes.length > 0)
      lines.push(
        `      probes: ${step.probes
          .slice(0, 12)
          .map((p) => `${p.probe} ${displayNetName(p.net)} → ${p.channel ?? 'no channel'}`)
          .join(', ')}${step.probes.length > 12 ? ` … (${step.probes.length})` : ''}`,
      );
    for (const l of step.limits) lines.push(`      ${l.id.padEnd(4)} ${l.label}: ${describeLimit(l)}`);
  });
  if (s.coverage.untouched.length)
    lines.push(
      '',
      `Untouched nets (${s.coverage.untouched.length}): ${s.coverage.untouched.slice(0, 40).join(', ')}${s.coverage.untouched.length > 40 ? ' …' : ''}`,
    );
  if (s.ict) {
    const i = s.ict.summary;
    lines.push(
      '',
      `In-circuit test: ${i.tests} tests on ${i.probedNets} of ${i.nets} nets; ${i.tested} of ${i.parts} parts tested, ${i.untested} not, ${i.notApplicable} with no in-circuit test by kind, ${i.dnp} DNP; ${i.gaps} gaps (probes to add)`,
    );
  }
  if (s.notes.length) lines.push('', 'Notes:', ...s.notes.map((n) => `  - ${n}`));
  return lines.join('\n');
}
