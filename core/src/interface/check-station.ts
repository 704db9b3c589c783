import { CHANNEL_KINDS, ROLES_OF_KIND, type StationProfile } from './station-profile';

/** One thing wrong with a station profile, naming the field it is in ("channels[3].pin"). */
export interface StationProblem {
  field: string;
  message: string;
}

const positiveOrNull = (v: number | null) => v === null || (Number.isFinite(v) && v > 0);

/**
 * What is wrong with a profile before it can be stored or used: empty or repeated names, a channel
 * on a connector or pin the profile does not have, two channels on one pin, a role its kind cannot
 * have, a programmer channel without its signal, limits that are not positive. Empty = usable.
 */
export function checkStationProfile(profile: StationProfile): StationProblem[] {
  const problems: StationProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  if (!profile.name.trim()) problem('name', 'The profile needs a name.');
  const pinsOf = new Map<string, Set<string>>();
  profile.connectors.forEach((c, i) => {
    const at = `connectors[${i}]`;
    if (!c.name.trim()) problem(`${at}.name`, `Connector ${i + 1} needs a name.`);
    else if (pinsOf.has(c.name)) problem(`${at}.name`, `Connector "${c.name}" is named twice.`);
    if (c.pins.length === 0) problem(`${at}.pins`, `Connector "${c.name}" has no pins.`);
    const pins = new Set<string>();
    c.pins.forEach((pin, j) => {
      if (!pin.trim()) problem(`${at}.pins[${j}]`, `Connector "${c.name}": pin ${j + 1} has no name.`);
      else if (pins.has(pin))
        problem(`${at}.pins[${j}]`, `Connector "${c.name}": pin "${pin}" is named twice.`);
      pins.add(pin);
    });
    if (!positiveOrNull(c.pinCurrentA))
      problem(`${at}.pinCurrentA`, `Connector "${c.name}": the contact rating must be above 0 A.`);
    if (!pinsOf.has(c.name)) pinsOf.set(c.name, pins);
  });
  const ids = new Set<string>();
  const onPin = new Map<string, string>();
  profile.channels.forEach((ch, i) => {
    const at = `channels[${i}]`;
    if (!ch.id.trim()) problem(`${at}.id`, `Channel ${i + 1} needs an id.`);
    else if (ids.has(ch.id)) problem(`${at}.id`, `Channel "${ch.id}" is named twice.`);
    ids.add(ch.id);
    if (!ch.instrument.trim()) problem(`${at}.instrument`, `Channel "${ch.id}" needs its instrument.`);
    if (!CHANNEL_KINDS.includes(ch.kind))
      problem(`${at}.kind`, `Channel "${ch.id}": unknown kind "${ch.kind}".`);
    else if (!ROLES_OF_KIND[ch.kind].includes(ch.role))
      problem(
        `${at}.role`,
        `Channel "${ch.id}": a ${ch.kind} channel is ${ROLES_OF_KIND[ch.kind].join(', ')}, not "${ch.role}".`,
      );
    if (ch.kind === 'programmer' && !ch.signal?.trim())
      problem(`${at}.signal`, `Channel "${ch.id}": a programmer channel names its signal (SWDIO, TCK, …).`);
    const pins = pinsOf.get(ch.connector);
    if (!pins)
      problem(`${at}.connector`, `Channel "${ch.id}": the profile has no connector "${ch.connector}".`);
    else if (!pins.has(ch.pin))
      problem(`${at}.pin`, `Channel "${ch.id}": connector "${ch.connector}" has no pin "${ch.pin}".`);
    else {
      const key = `${ch.connector}\u0000${ch.pin}`;
      const other = onPin.get(key);
      if (other !== undefined)
        problem(
          `${at}.pin`,
          `Channel "${ch.id}" is on ${ch.connector}.${ch.pin}, which "${other}" already uses.`,
        );
      else onPin.set(key, ch.id);
    }
    if (!positiveOrNull(ch.maxVoltageV))
      problem(`${at}.maxVoltageV`, `Channel "${ch.id}": the voltage limit must be above 0 V.`);
    if (!positiveOrNull(ch.maxCurrentA))
      problem(`${at}.maxCurrentA`, `Channel "${ch.id}": the current limit must be above 0 A.`);
  });
  const g = profile.growth;
  if (g) {
    if (!Number.isInteger(g.pinsPerConnector) || g.pinsPerConnector < 1 || g.pinsPerConnector > 1000)
      problem('growth.pinsPerConnector', 'A growing profile adds connectors of 1 to 1000 pins.');
    if (!positiveOrNull(g.pinCurrentA))
      problem('growth.pinCurrentA', 'The contact rating must be above 0 A.');
    if (!positiveOrNull(g.maxVoltageV)) problem('growth.maxVoltageV', 'The voltage limit must be above 0 V.');
    if (!positiveOrNull(g.maxCurrentA)) problem('growth.maxCurrentA', 'The current limit must be above 0 A.');
  } else if (profile.channels.length === 0)
    problem('channels', 'A station of fixed size needs at least one channel.');
  return problems;
}
