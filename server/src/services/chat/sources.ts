import type { Citation, RecordType } from '@studio/api';

type RecordSource = { recordType: RecordType; id: string; label: string; detail: string; href: string };
type PassageSource = {
  passageId: string;
  documentId: string;
  documentName: string;
  page: number | null;
  heading: string;
  text: string;
  /** What the citation shows: the sentences answering the question; else the passage's start. */
  excerpt?: string;
};

/**
 * The sources an answer has seen, numbered in the order they came: the answer cites them as "[n]".
 * The server builds the citations from this list, never from what the model writes: a number the
 * model invents cites nothing.
 */
export class SourceList {
  private readonly items: Citation[] = [];

  get size(): number {
    return this.items.length;
  }

  addPassage(p: PassageSource): number {
    const known = this.items.find((c) => c.kind === 'passage' && c.passageId === p.passageId);
    if (known) return known.n;
    const n = this.items.length + 1;
    const excerpt = p.excerpt
      ? p.excerpt
      : p.text.length > 280
        ? `${p.text.slice(0, 280).replace(/\s+\S*$/, '')} …`
        : p.text;
    this.items.push({
      n,
      kind: 'passage',
      passageId: p.passageId,
      documentId: p.documentId,
      documentName: p.documentName,
      page: p.page,
      heading: p.heading,
      excerpt,
    });
    return n;
  }

  addRecord(r: RecordSource): number {
    const known = this.items.find(
      (c) => c.kind === 'record' && c.recordType === r.recordType && c.id === r.id,
    );
    if (known) return known.n;
    const n = this.items.length + 1;
    this.items.push({ n, kind: 'record', ...r });
    return n;
  }

  /** The sources `content` cites ("[2]", "[1, 3]", "[1][4]"); every source when it cites none. */
  citationsFor(content: string): Citation[] {
    const cited = new Set<number>();
    for (const group of content.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g))
      for (const n of group[1]!.split(',')) cited.add(Number(n.trim()));
    const used = this.items.filter((c) => cited.has(c.n));
    return used.length > 0 ? used : [...this.items];
  }
}
