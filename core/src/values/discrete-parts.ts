/**
 * Discrete semiconductors recognised by part number: diodes (silicon, Schottky), TVS / ESD
 * protection, LEDs, and bipolar and MOS transistors with their lead order. Each family is written
 * from its datasheet; the lead order is the pad numbering of the datasheet's drawing (what CAD
 * libraries number the pads by).
 */

export type DiodeFamily = 'silicon' | 'schottky' | 'tvs' | 'led';

export interface DiodePart {
  family: DiodeFamily;
  /** For TVS / ESD parts: conducts one way (a junction test works) or both ways (it does not). */
  direction: 'uni' | 'bi' | 'unknown' | null;
  /** More than one junction in the package (dual diodes, multi-line ESD arrays). */
  array: boolean;
  what: string;
}

export type TransistorType = 'npn' | 'pnp' | 'nmos' | 'pmos';

export interface TransistorPart {
  type: TransistorType;
  /** Roles of pads 1, 2, 3: "CBE" = pad 1 collector, pad 2 base, pad 3 emitter; "GSD" for a MOSFET. */
  pinout: string;
  what: string;
}

interface DiodeRow {
  pattern: RegExp;
  family: DiodeFamily;
  array?: boolean;
  what: string;
}

// Anchored at the start of the part number; no nested quantifiers (linear time).
const DIODES: DiodeRow[] = [
  {
    pattern: /^BAV(?:99|70|74|756)|^BAW56|^BAS(?:28|31|56)/,
    family: 'silicon',
    array: true,
    what: 'dual switching diode',
  },
  {
    pattern: /^BAT(?:54|64|74)[ACS]|^BAS(?:40|70)-0[4-6]|^BAS(?:40|70)[ACS]/,
    family: 'schottky',
    array: true,
    what: 'dual Schottky diode',
  },
  {
    pattern:
      /^(?:1N(?:914|4148|4448|4149|4150|4151|4446)|LL4148|LL914|MMBD4148|MMSD4148|1SS\d{3}|BAS(?:16|19|20|21|32|116)|BAV(?:16|19|20|21|23)|BAW(?:62|75|76))/,
    family: 'silicon',
    what: 'small-signal switching diode',
  },
  {
    pattern:
      /^(?:1N400[1-7]|1N540[0-8]|1N493[3-7]|RL20[1-7]|6A(?:05|1|2|4|6|8|10)|S[1-3][ABDGJKM]|SM400[1-7]|M[1-7](?![0-9])|GS1[ABDGJKM]|US1[ABDGJKM]|ES[1-3][ABCDGJ]|RS[1-3][ABDGJKM]|MURS?\d{3}|UF400[1-7]|UF540[0-8]|FR10[1-7]|FR15[1-7]|BYV\d|BYG\d)/,
    family: 'silicon',
    what: 'rectifier diode',
  },
  {
    pattern:
      /^(?:BAT\d{2}|BAS(?:40|70|85|86)|1N581[7-9]|1N582[0-2]|SS[1-9]\d{1,2}|SK[1-9]\d{1,2}|MBRS?\d{3,5}|MBRA\d{3}|B[1-5][2-9]0|B5819|SB\d{3}|STPS\d|PMEG\d|RB\d{3}|CUS\d|CDBU\d|SD10[13]|1[0-9]BQ\d|30BQ\d|SL[1-4][2-9]|SBR\d|DSS\d|NSR\d)/,
    family: 'schottky',
    what: 'Schottky diode',
  },
  {
    pattern:
      /^(?:USBLC6|TPD[2-8]E|SRV05|IP42[0-9]{2}|PRTR5V0U[24]|SP05[0-9]{2}|NUP\d{4}|RCLAMP\d{4}[A-Z]?\d?|GBLC\d|ESDA\d|ESDALC\d|LXES\d|CPDT\d|SMF05C|ECMF)/,
    family: 'tvs',
    array: true,
    what: 'ESD protection array',
  },
  {
    pattern:
      /^(?:SMAJ|SMBJ|SMCJ|SMDJ|P4SMA|P6SMB|P4KE|P6KE|1\.5KE|1\.5SMC|SMF\d|SD0[35]|SD1[25]|SD[0-9]{2}C|PESD\d|ESD\d|ESD[A-Z]\d|D[1-9]V\d[A-Z]|DF2S|DF5A|CDSOT|TVS|VCUT|TPSMA|TPSMB|SMLJ|5KP|3KP|LESD)/,
    family: 'tvs',
    what: 'TVS / ESD protection diode',
  },
  {
    pattern:
      /^(?:LTST-|LTL-?\d|LTW-|KP-\d|KPT-|KPHH?-|APT(?:D|F|L|K)?\d|APH[A-Z]{0,4}\d|AAA-|SML-|SMLE|L[SWTOYRB] [A-Z]\d{3}|HSM[A-Z]-|19-21[37]|SMD-?LED|150\d{6}|QTLP|OVS[A-Z]|SSL-|WP\d{3,4}|L-[0-9]{3,4})/,
    family: 'led',
    what: 'LED',
  },
];

/** TVS direction from the part number: `CA` / `C` suffixes and the B / U line codes of the families. */
function tvsDirection(pn: string): 'uni' | 'bi' | 'unknown' {
  if (/^(?:SM[A-D]J|SMLJ|P4SMA|P6SMB|P4KE|P6KE|1\.5KE|1\.5SMC|5KP|3KP|TPSM[AB])[\d.]+C?A?$/.test(pn))
    return /\dCA?$/.test(pn) ? 'bi' : 'uni';
  if (/^VCUT|^DF2S|^SD\d{2}C|^SMF\d+C/.test(pn)) return 'bi';
  if (/^PESD\d[V\d]*[A-Z]?\d?[A-Z]?B|^D[1-9]V\d[A-Z]\dB|^ESD\d+B|^LESD\d+B/.test(pn)) return 'bi';
  if (/^PESD\d[V\d]*[A-Z]?\d?U|^ESD5Z|^D[1-9]V\d[A-Z]\dU/.test(pn)) return 'uni';
  return 'unknown';
}

/** A diode by its part number (`1N4148`, `BAT43`, `SS14`, `SMAJ5.0A`, `LTST-C190KRKT`), or null. */
export function readDiodePart(partNumber: string): DiodePart | null {
  const pn = partNumber.toUpperCase().replace(/\s+/g, ' ');
  for (const row of DIODES) {
    if (!row.pattern.test(pn)) continue;
    return {
      family: row.family,
      direction: row.family === 'tvs' ? (row.array ? 'unknown' : tvsDirection(pn)) : null,
      array: row.array ?? false,
      what: row.what,
    };
  }
  return null;
}

interface TransistorRow {
  pattern: RegExp;
  type: TransistorType;
  pinout: string;
  what: string;
}

// Lead orders from the datasheets: TO-92 BC5xx / BC3xx / BC2xx C-B-E; TO-92 2N3904 family E-B-C;
// SOT-23 BJTs B-E-C; SOT-23 MOSFETs G-S-D; TO-92 2N7000 S-G-D, BS170 D-G-S; TO-126 BD13x E-C-B;
// TO-220 TIP B-C-E, TO-220 MOSFETs G-D-S.
const TRANSISTORS: TransistorRow[] = [
  {
    pattern: /^BC(?:10[789]|23[789]|33[78]|54[6-9]|550|182|183|184)/,
    type: 'npn',
    pinout: 'CBE',
    what: 'NPN transistor',
  },
  {
    pattern: /^BC(?:17[789]|30[789]|32[78]|55[6-9]|560|212|213|214)/,
    type: 'pnp',
    pinout: 'CBE',
    what: 'PNP transistor',
  },
  {
    pattern:
      /^(?:BC8(?:1[78]|4[6-9]|50)|BCW(?:3[123]|6[01])|MMBT(?:3904|2222|4401|5551|4124|6427|A42|A06)|PMBT(?:3904|2222|4401|5551)|SMBT3904|MMBTA42)/,
    type: 'npn',
    pinout: 'BEC',
    what: 'NPN transistor (SOT-23)',
  },
  {
    pattern:
      /^(?:BC8(?:0[78]|5[6-9]|60)|BCW(?:29|30|6[89])|MMBT(?:3906|2907|4403|5401|4126|A92|A56)|PMBT(?:3906|2907|4403|5401)|SMBT3906|MMBTA92)/,
    type: 'pnp',
    pinout: 'BEC',
    what: 'PNP transistor (SOT-23)',
  },
  {
    pattern:
      /^(?:2N3904|2N2222|PN2222|2N4401|2N5551|2N4124|2N5088|2N5089|MPSA(?:0[56]|1[34]|42)|SS?(?:8050|9013|9014|9018)|KSP(?:0[56]|42)|KSC\d)/,
    type: 'npn',
    pinout: 'EBC',
    what: 'NPN transistor',
  },
  {
    pattern:
      /^(?:2N3906|2N2907|PN2907|2N4403|2N5401|2N4126|2N5087|MPSA(?:5[56]|6[34]|92)|SS?(?:8550|9012|9015)|KSP(?:5[56]|92)|KSA\d)/,
    type: 'pnp',
    pinout: 'EBC',
    what: 'PNP transistor',
  },
  { pattern: /^BD1(?:3[579])(?![0-9])/, type: 'npn', pinout: 'ECB', what: 'NPN power transistor (TO-126)' },
  { pattern: /^BD1(?:3[68]|40)(?![0-9])/, type: 'pnp', pinout: 'ECB', what: 'PNP power transistor (TO-126)' },
  {
    pattern: /^TIP(?:29|31|41|47|48|49|50|100|101|102|120|121|122|142|3055)(?![0-9])/,
    type: 'npn',
    pinout: 'BCE',
    what: 'NPN power transistor (TO-220)',
  },
  {
    pattern: /^TIP(?:30|32|42|105|106|107|125|126|127|147|2955)(?![0-9])/,
    type: 'pnp',
    pinout: 'BCE',
    what: 'PNP power transistor (TO-220)',
  },
  {
    pattern:
      /^(?:2N7002|NX7002|BSS138|BSS123|BSN20|AO340[02]|AO341[46]|SI230[24]|SI231[26]|DMG230[12]|DMN\d|IRLML(?:2502|2402|0030|0040|0060|0100|6244|6344|2030)|FDN3[3-5]\d(?:N|AN)|FDV30[13]N|NTR4003|RK7002|SSM3K|PMV\d{2}UN|PMV\d{2}EN|BSS806N)/,
    type: 'nmos',
    pinout: 'GSD',
    what: 'N-channel MOSFET (SOT-23)',
  },
  {
    pattern:
      /^(?:BSS84|BSS83P|AO340[17]|AO3409|AO3415|SI230[15]|SI2333|DMG2305|DMP\d|IRLML(?:6401|6402|2244|2246|5103|5203|9301|9303)|FDN3[3-6]\d(?:P|AP)|FDV30[24]P|NTR4101|SSM3J|PMV\d{2}UP|PMV\d{2}EP)/,
    type: 'pmos',
    pinout: 'GSD',
    what: 'P-channel MOSFET (SOT-23)',
  },
  { pattern: /^2N7000|^2N7008|^VN2222/, type: 'nmos', pinout: 'SGD', what: 'N-channel MOSFET (TO-92)' },
  { pattern: /^BS170|^BS108/, type: 'nmos', pinout: 'DGS', what: 'N-channel MOSFET (TO-92)' },
  {
    pattern:
      /^(?:IRF(?:510|520|530|540|630|640|740|840|1010|1404|2807|3205|3710|Z24|Z34|Z44|Z46|Z48|B\d{4})|IRLZ(?:14|24|34|44)|IRLB\d{4}|IRL(?:520|530|540|2203|3705|3803)|STP\d{2,3}N|FQP\d{2}N|IRFB\d{4})/,
    type: 'nmos',
    pinout: 'GDS',
    what: 'N-channel power MOSFET (TO-220)',
  },
  {
    pattern: /^(?:IRF(?:9510|9520|9530|9540|9610|9630|9640|9Z24|9Z34|4905|5305)|STP\d{2}P|FQP\d{1,2}P)/,
    type: 'pmos',
    pinout: 'GDS',
    what: 'P-channel power MOSFET (TO-220)',
  },
];

/** A transistor by its part number (`BC547B`, `MMBT3904`, `2N7002`, `IRF540N`) with its lead order, or null. */
export function readTransistorPart(partNumber: string): TransistorPart | null {
  const pn = partNumber.toUpperCase();
  const row = TRANSISTORS.find((r) => r.pattern.test(pn));
  return row ? { type: row.type, pinout: row.pinout, what: row.what } : null;
}
