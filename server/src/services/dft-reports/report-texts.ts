import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dftReport } from '../../db/schema/index';

/** A stored report's two large parts as the database's JSON text (never parsed on the event loop). */
export interface ReportTexts {
  analysisJson: string;
  configJson: string;
}

/**
 * How many characters of report text one server keeps: a 20,000-pad report's analysis is ~10 M
 * characters, so a few large reports or many small ones. A text longer than this is never kept.
 */
export const REPORT_TEXT_BUDGET = 64 * 1024 * 1024;

/**
 * The texts of recently read reports, least recently used dropped first (issue 13: 50 concurrent
 * PDFs of one report read its analysis once, not 50 times through PGlite on the event loop). A report
 * never changes once written, so an entry is never stale; a deleted report's entry is never reached,
 * because the caller finds the report's row (and the company's right to it) first. Reads of one
 * report that overlap share one query.
 */
export class ReportTextCache {
  private readonly kept = new Map<string, ReportTexts>();
  private readonly reading = new Map<string, Promise<ReportTexts>>();
  private chars = 0;

  constructor(private readonly budget = REPORT_TEXT_BUDGET) {}

  async get(id: string, read: () => Promise<ReportTexts>): Promise<ReportTexts> {
    const hit = this.kept.get(id);
    if (hit) {
      this.kept.delete(id); // re-inserted: the Map's order is the use order
      this.kept.set(id, hit);
      return hit;
    }
    const pending = this.reading.get(id);
    if (pending) return pending;
    const started = read().finally(() => this.reading.delete(id));
    this.reading.set(id, started);
    const texts = await started;
    this.keep(id, texts);
    return texts;
  }

  /** Characters kept and entries (for tests and the bench). */
  stats(): { chars: number; entries: number } {
    return { chars: this.chars, entries: this.kept.size };
  }

  private keep(id: string, texts: ReportTexts): void {
    const size = texts.analysisJson.length + texts.configJson.length;
    if (size > this.budget || this.kept.has(id)) return;
    for (const [oldest, old] of this.kept) {
      if (this.chars + size <= this.budget) break;
      this.kept.delete(oldest);
      this.chars -= old.analysisJson.length + old.configJson.length;
    }
    this.kept.set(id, texts);
    this.chars += size;
  }
}

// One cache per database connection, that is per running server (tests run several in one process).
const caches = new WeakMap<object, ReportTextCache>();

export function reportTextCache(db: Db | Tx): ReportTextCache {
  const kept = caches.get(db);
  if (kept) return kept;
  const cache = new ReportTextCache();
  caches.set(db, cache);
  return cache;
}

/** The report's texts, from the cache or read once. Call only after its row was found for the company. */
export function readReportTexts(db: Db | Tx, id: string): Promise<ReportTexts> {
  return reportTextCache(db).get(id, async () => {
    const [row] = await db
      .select({
        analysisJson: sql<string>`${dftReport.analysis}::text`,
        configJson: sql<string>`${dftReport.config}::text`,
      })
      .from(dftReport)
      .where(eq(dftReport.id, id));
    if (!row) throw new Error(`DFT report ${id} vanished while it was read`);
    return row;
  });
}
