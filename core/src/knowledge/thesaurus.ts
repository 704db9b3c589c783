import { stemmer } from 'stemmer';
import type { Token } from './analyze';

/**
 * The knowledge base's engineering thesaurus (decision 0062). Words are given folded (NFKC, lower
 * case): NFKC turns the micro sign into Greek mu and the ohm sign into omega, so "µm"/"μm" arrive as
 * "μm" and "Ω" as "ω".
 *
 * Everything here is applied the same way to passages and to questions, so a mapping only has to be
 * consistent, not linguistically perfect.
 */

/** Words that mean the same thing, to one term. */
const WORD_SYNONYMS: Record<string, string[]> = {
  um: ['um', 'μm', 'µm', 'micron', 'microns', 'micrometre', 'micrometres', 'micrometer', 'micrometers'],
  mil: ['mil', 'mils', 'thou', 'thous'],
  mm: ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  cm: ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  inch: ['inch', 'inches'],
  ohm: ['ohm', 'ohms', 'ω'],
  kohm: ['kohm', 'kohms', 'kω', 'kiloohm', 'kiloohms', 'kilohm', 'kilohms'],
  megohm: ['megohm', 'megohms', 'megaohm', 'megaohms'],
  uf: ['uf', 'μf', 'µf', 'microfarad', 'microfarads'],
  nf: ['nf', 'nanofarad', 'nanofarads'],
  pf: ['pf', 'picofarad', 'picofarads'],
  v: ['v', 'volt', 'volts', 'vdc'],
  mv: ['mv', 'millivolt', 'millivolts'],
  ma: ['ma', 'milliamp', 'milliamps', 'milliampere', 'milliamperes'],
  ua: ['ua', 'μa', 'µa', 'microamp', 'microamps', 'microampere', 'microamperes'],
  hz: ['hz', 'hertz'],
  khz: ['khz', 'kilohertz'],
  mhz: ['mhz', 'megahertz'],
  ghz: ['ghz', 'gigahertz'],
  n: ['n', 'newton', 'newtons'],
  gnd: ['gnd', 'ground', 'grounds', 'earth'],
  dut: ['dut', 'duts', 'uut', 'uuts'],
  smt: ['smt', 'smd', 'smds'],
  tp: ['tp', 'tps', 'testpoint', 'testpoints', 'testpad', 'testpads'],
  mcu: ['mcu', 'mcus', 'microcontroller', 'microcontrollers'],
  pcb: ['pcb', 'pcbs', 'pwb'],
  pcba: ['pcba', 'pcbas'],
  ict: ['ict'],
  jtag: ['jtag'],
  i2c: ['i2c', 'iic'],
};

/** Phrases with a common abbreviation: the phrase also yields the abbreviation's term. */
const ABBREVIATIONS: Record<string, string[]> = {
  ict: ['in-circuit test', 'in-circuit tests', 'in-circuit tester', 'in-circuit testing', 'incircuit test'],
  dft: ['design for test', 'design for testability', 'design-for-test', 'design-for-testability'],
  tp: ['test point', 'test pad', 'test-point', 'test-pad'],
  bga: ['ball grid array', 'ball-grid array'],
  jtag: ['boundary scan', 'boundary-scan', 'joint test action group'],
  pcb: ['printed circuit board', 'printed wiring board', 'circuit board'],
  pcba: ['printed circuit board assembly', 'circuit board assembly'],
  dut: ['device under test', 'unit under test', 'board under test'],
  smt: ['surface mount', 'surface-mount'],
  tht: ['through hole', 'through-hole'],
  pth: ['plated through hole', 'plated through-hole'],
  esd: ['electrostatic discharge', 'electro-static discharge'],
  aoi: ['automated optical inspection', 'automatic optical inspection'],
  fct: ['functional test', 'functional testing', 'functional tester'],
  isp: ['in-system programming', 'in system programming'],
  swd: ['serial wire debug'],
  tap: ['test access port'],
  bom: ['bill of materials', 'bill of material'],
  ate: ['automatic test equipment', 'automated test equipment'],
  fpt: ['flying probe', 'flying-probe', 'flying probe test'],
  dmm: ['digital multimeter', 'digital multi-meter'],
  cad: ['computer aided design', 'computer-aided design'],
  spi: ['serial peripheral interface'],
};

/** British spellings that no rule below covers. */
const SPELLINGS: Record<string, string> = {
  aluminium: 'aluminum',
  sulphur: 'sulfur',
  grey: 'gray',
  tyre: 'tire',
  tyres: 'tires',
  programme: 'program',
  programmes: 'programs',
  mould: 'mold',
  moulds: 'molds',
  moulded: 'molded',
  moulding: 'molding',
  licence: 'license',
  licences: 'licenses',
  defence: 'defense',
  offence: 'offense',
  practise: 'practice',
  cheque: 'check',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  dialogue: 'dialog',
  dialogues: 'dialogs',
  analogue: 'analog',
  plough: 'plow',
  draught: 'draft',
  storey: 'story',
  manoeuvre: 'maneuver',
  artefact: 'artifact',
  artefacts: 'artifacts',
  judgement: 'judgment',
  ageing: 'aging',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  disc: 'disk',
  discs: 'disks',
};

const OUR_WORDS =
  'colour behaviour favour honour labour neighbour rumour harbour flavour vapour humour armour savour endeavour odour vigour tumour parlour';
const RE_WORDS = 'centre metre litre fibre calibre theatre lustre spectre meagre sombre kilometre';
const DOUBLE_L =
  'modelling modelled modeller labelled labelling travelled travelling traveller cancelled cancelling signalling signalled levelled levelling channelled channelling tunnelled tunnelling fuelled fuelling totalled totalling marshalled marshalling counselling dialled dialling equalled equalling panelled panelling spiralled spiralling stencilled stencilling unravelled jeweller jewellery';

const spellingTable = new Map<string, string>(Object.entries(SPELLINGS));
for (const w of OUR_WORDS.split(' ')) {
  const us = w.replace(/our$/, 'or');
  for (const [gb, am] of [
    [w, us],
    [`${w}s`, `${us}s`],
    [`${w}ed`, `${us}ed`],
    [`${w}ing`, `${us}ing`],
  ] as const)
    spellingTable.set(gb, am);
}
for (const w of RE_WORDS.split(' ')) {
  spellingTable.set(w, w.replace(/re$/, 'er'));
  spellingTable.set(`${w}s`, w.replace(/re$/, 'ers'));
}
for (const w of DOUBLE_L.split(' ')) spellingTable.set(w, w.replace(/ll(?=(ed|ing|er|ery)$)/, 'l'));

/** The American spelling of a folded word (-ise → -ize, -yse → -yze, colour, centre, modelling…). */
export function spellingOf(word: string): string {
  const known = spellingTable.get(word);
  if (known) return known;
  const ise = /^(\p{L}{3,})is(e|es|ed|ing|ation|ations|er|ers)$/u.exec(word);
  if (ise) return `${ise[1]}iz${ise[2]}`;
  const yse = /^(\p{L}{2,})ys(e|es|ed|ing|er|ers)$/u.exec(word);
  if (yse) return `${yse[1]}yz${yse[2]}`;
  return word;
}

const synonymTable = new Map<string, string>();
for (const [term, words] of Object.entries(WORD_SYNONYMS))
  for (const w of words) synonymTable.set(w.normalize('NFKC').toLowerCase(), term);

/** The thesaurus term of a folded word, or null. */
export function wordSynonym(word: string): string | null {
  return synonymTable.get(word) ?? null;
}

/** A phrase as the terms the analyser makes of it: hyphenated words stay whole (exact terms). */
function phraseTerms(phrase: string): string[] {
  return phrase
    .split(' ')
    .map((w) => {
      if (w.includes('-')) return w;
      const synonym = synonymTable.get(w);
      if (synonym) return synonym;
      if (['for', 'of', 'under', 'in'].includes(w)) return '';
      return stemmer(spellingOf(w));
    })
    .filter(Boolean);
}

const phrases: { terms: string[]; abbreviation: string }[] = Object.entries(ABBREVIATIONS)
  .flatMap(([abbreviation, list]) => list.map((p) => ({ terms: phraseTerms(p), abbreviation })))
  // Longest first: "printed circuit board assembly" before "printed circuit board".
  .sort((a, b) => b.terms.length - a.terms.length);

/** Every term that some thesaurus phrase starts with (a quick reject). */
const firstTerms = new Set(phrases.map((p) => p.terms[0]!));

/**
 * The abbreviation of a thesaurus phrase starting at `tokens[i]` (its terms at increasing positions,
 * at most two positions apart: stop words hold positions), with the character end of the phrase.
 */
export function phraseAbbreviation(tokens: Token[], i: number): { abbreviation: string; end: number } | null {
  const first = tokens[i]!;
  if (!firstTerms.has(first.term)) return null;
  for (const phrase of phrases) {
    if (phrase.terms[0] !== first.term) continue;
    let at = first;
    let j = i;
    let ok = true;
    for (const term of phrase.terms.slice(1)) {
      let next: Token | undefined;
      for (let k = j + 1; k < tokens.length && tokens[k]!.pos <= at.pos + 3; k++)
        if (tokens[k]!.pos > at.pos && tokens[k]!.term === term) {
          next = tokens[k];
          j = k;
          break;
        }
      if (!next) {
        ok = false;
        break;
      }
      at = next;
    }
    if (ok) return { abbreviation: phrase.abbreviation, end: at.end };
  }
  return null;
}
