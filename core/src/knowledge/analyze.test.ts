import { describe, expect, it } from 'vitest';
import { analyze, termsOf } from './analyze';
import { analyzeQuery } from './query';
import { quoteSentences } from './quote';
import { type CorpusStats, diversify, rankPassages } from './rank';

const terms = (text: string) => new Set(termsOf(text));

describe('knowledge text analysis', () => {
  it('meets units in their other spellings and lengths in other units', () => {
    for (const [a, b] of [
      ['50 µm', '50 microns'],
      ['50 μm', '50 um'],
      ['0.18 mm', '7 mil'],
      ['0.5mm', '20 thou'],
      ['10 kΩ', '10000 ohms'],
    ] as const) {
      // A question looks at its quantity's 5 % step and the two beside it.
      const asked = analyzeQuery(b)
        .clauses.flatMap((c) => c.terms)
        .filter((t) => t.startsWith('~'));
      expect(
        asked.some((t) => terms(a).has(t)),
        `${a} ~ ${b}`,
      ).toBe(true);
    }
    const asked = analyzeQuery('7 mil').clauses.flatMap((c) => c.terms);
    expect(asked.some((t) => t.startsWith('~') && terms('1 mm').has(t))).toBe(false);
  });

  it('keeps identifiers and flags whole, with their parts as words', () => {
    expect(terms('Use --enable-foo on VDD_CORE and TP12 of P100-FC-4')).toEqual(expect.objectContaining({}));
    const t = terms('Use --enable-foo on VDD_CORE and TP12 of P100-FC-4');
    for (const term of ['--enable-foo', 'vdd_core', 'tp12', 'p100-fc-4', 'foo', 'core', 'tp'])
      expect(t.has(term)).toBe(true);
  });

  it('stems, folds British spellings and yields abbreviations of thesaurus phrases', () => {
    expect(terms('calibrating the colour centre')).toEqual(terms('calibrated color center'));
    expect(terms('in-circuit testing of the ball grid array').has('ict')).toBe(true);
    expect(terms('in-circuit testing of the ball grid array').has('bga')).toBe(true);
    expect(terms('design for testability').has('dft')).toBe(true);
  });

  it('never breaks on long tokens, long questions and odd characters', () => {
    const long = `${'x'.repeat(5000)} \u0000\u202e🙂 ${'a-'.repeat(3000)}`;
    expect(() => analyze(long)).not.toThrow();
    expect(Math.max(...analyze(long).map((t) => t.term.length))).toBeLessThanOrEqual(60);
    expect(analyzeQuery(long.repeat(20)).clauses.length).toBeLessThanOrEqual(16);
  });
});

describe('ranking and quoting', () => {
  const passages = [
    {
      id: 'a',
      documentId: 'd1',
      seq: 0,
      title: 'spec',
      heading: 'Probes',
      text: 'Use a 0.18 mm probe on vias. Spear tips for pads.',
    },
    {
      id: 'b',
      documentId: 'd1',
      seq: 1,
      title: 'spec',
      heading: 'Sequence',
      text: 'Shorts and opens run first, then the analog tests.',
    },
    {
      id: 'c',
      documentId: 'd2',
      seq: 0,
      title: 'notes',
      heading: 'Licence',
      text: 'This software comes without any warranty.',
    },
  ];
  const stats: CorpusStats = { passages: 3, meanLength: 9, df: new Map() };
  for (const p of passages)
    for (const t of new Set(termsOf(`${p.title} ${p.heading} ${p.text}`)))
      stats.df.set(t, (stats.df.get(t) ?? 0) + 1);

  it('finds the passage in other units and words, covering the question', () => {
    const [best] = rankPassages(analyzeQuery('which 7 mil probes for vias?'), stats, passages);
    expect(best).toMatchObject({ id: 'a' });
    expect(best!.coverage).toBeGreaterThan(0.9);
  });

  it('covers little of a question nothing answers', () => {
    const ranked = rankPassages(analyzeQuery('warranty period of the vacuum fixture'), stats, passages);
    expect(ranked[0]?.coverage ?? 0).toBeLessThan(0.5);
  });

  it('diversifies across documents and quotes the matching sentence', () => {
    const picked = diversify(
      [
        { id: 'a', documentId: 'd1', score: 10, coverage: 1 },
        { id: 'b', documentId: 'd1', score: 9, coverage: 1 },
        { id: 'c', documentId: 'd2', score: 8, coverage: 1 },
      ],
      2,
    );
    expect(picked.map((p) => p.id)).toEqual(['a', 'c']);
    const text = `${'Filler sentence about nothing. '.repeat(20)}The guide pins are 4 mm in diameter. More filler here.`;
    expect(quoteSentences(text, analyzeQuery('guide pin diameter'), 80)).toContain(
      'The guide pins are 4 mm in diameter.',
    );
  });
});
