import { createGunzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dftReport } from '../../db/schema/index';
import type { BlobStore } from '../../storage/index';

/**
 * A stored report's two large parts as the database's JSON text, UTF-8 encoded into one
 * SharedArrayBuffer (never parsed on the event loop). Shared memory is what a DFT worker thread
 * receives without a copy: posting the texts as strings cloned 8 MB on the event loop for every
 * summary PDF, 23–140 ms each under load (issue 13 item 1). The bytes are never written after
 * they are made.
 */
export interface ReportTexts {
  analysisUtf8: Uint8Array;
  configUtf8: Uint8Array;
}

/**
 * How many bytes of report text one server keeps: a 20,000-pad report's analysis is ~8 MB, so a few
 * large reports or many small ones. A report larger than this is never kept.
 */
export const REPORT_TEXT_BUDGET = 64 * 1024 * 1024;

/**
 * The two texts as UTF-8 in one shared buffer: the analysis first (its text, or its UTF-8 bytes as
 * unzipped from the row), then the configuration.
 */
export function shareReportTexts(analysis: string | Uint8Array, configJson: string): ReportTexts {
  const analysisBytes =
    typeof analysis === 'string' ? Buffer.byteLength(analysis, 'utf8') : analysis.byteLength;
  const bytes = new Uint8Array(new SharedArrayBuffer(analysisBytes + Buffer.byteLength(configJson, 'utf8')));
  const encoder = new TextEncoder();
  if (typeof analysis === 'string') encoder.encodeInto(analysis, bytes);
  else bytes.set(analysis);
  encoder.encodeInto(configJson, bytes.subarray(analysisBytes));
  return { analysisUtf8: bytes.subarray(0, analysisBytes), configUtf8: bytes.subarray(analysisBytes) };
}

/**
 * A stored analysis (gzip) unzipped straight into the shared buffer, with the configuration after it:
 * in libuv's pool, 1 MB at a time, each piece copied to its place — no whole-text concatenation
 * on the event loop (at 1M pads, 264 MB: Node's one-shot gunzip stalled the loop 0.8 s doing that).
 * Its size is the gzip trailer's (ISIZE, the size modulo 2^32), checked at the end.
 */
export async function unzipReportTexts(gzip: Uint8Array, configJson: string): Promise<ReportTexts> {
  const trailer = Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength);
  const analysisBytes = gzip.byteLength >= 18 ? trailer.readUInt32LE(gzip.byteLength - 4) : 0;
  const bytes = new Uint8Array(new SharedArrayBuffer(analysisBytes + Buffer.byteLength(configJson, 'utf8')));
  const unzip = createGunzip({ chunkSize: 1 << 20 });
  unzip.end(gzip);
  let at = 0;
  for await (const chunk of unzip as AsyncIterable<Buffer>) {
    if (at + chunk.byteLength > analysisBytes)
      throw new Error('a stored analysis is larger than its gzip says');
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  if (at !== analysisBytes) throw new Error('a stored analysis is smaller than its gzip says');
  new TextEncoder().encodeInto(configJson, bytes.subarray(analysisBytes));
  return { analysisUtf8: bytes.subarray(0, analysisBytes), configUtf8: bytes.subarray(analysisBytes) };
}

const textBytes = (texts: ReportTexts) => texts.analysisUtf8.byteLength + texts.configUtf8.byteLength;

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
  private bytes = 0;

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

  /** Bytes kept and entries (for tests and the bench). */
  stats(): { bytes: number; entries: number } {
    return { bytes: this.bytes, entries: this.kept.size };
  }

  private keep(id: string, texts: ReportTexts): void {
    const size = textBytes(texts);
    if (size > this.budget || this.kept.has(id)) return;
    for (const [oldest, old] of this.kept) {
      if (this.bytes + size <= this.budget) break;
      this.kept.delete(oldest);
      this.bytes -= textBytes(old);
    }
    this.kept.set(id, texts);
    this.bytes += size;
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

/**
 * The report's texts, from the cache or read once (`cache: false`: read, and not kept — the answer to
 * "Run DFT", which is not a reading). Call only after its row was found for the company.
 */
export function readReportTexts(
  db: Db | Tx,
  storage: Pick<BlobStore, 'getBytes'>,
  id: string,
  options: { cache?: boolean } = {},
): Promise<ReportTexts> {
  const read = async () => {
    const [row] = await db
      .select({
        // One of the two forms (decision 0077): jsonb before, a stored blob (gzip of the JSON text) since.
        analysisJson: sql<string | null>`${dftReport.analysis}::text`,
        analysisSha256: dftReport.analysisSha256,
        configJson: sql<string>`${dftReport.config}::text`,
      })
      .from(dftReport)
      .where(eq(dftReport.id, id));
    if (!row) throw new Error(`DFT report ${id} vanished while it was read`);
    if (row.analysisSha256) {
      // Read and unzipped in libuv's thread pool, not on the event loop.
      return unzipReportTexts(await storage.getBytes(row.analysisSha256), row.configJson);
    }
    if (row.analysisJson === null) throw new Error(`DFT report ${id} keeps no analysis`);
    return shareReportTexts(row.analysisJson, row.configJson);
  };
  return options.cache === false ? read() : reportTextCache(db).get(id, read);
}
