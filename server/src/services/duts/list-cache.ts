import type { LiveEvent } from '@studio/api';
import { Forgettings, type ReadMark } from '../../realtime/forgettings';

// Decision 0053. The DUT list is the screen everyone opens and reopens, and its one query was most of
// what a list request cost (all of it on PGlite, whose queries run on the event loop): issue 13's
// load figure. Every member of a company sees the same list for the same query, so this process keeps
// the answers it sent, as JSON text, per company and query, and forgets a company's answers the moment
// any of its DUTs changes: every write to a DUT publishes `dut.updated` or `dut.import` after its
// transaction commits, and the events reach every instance (on PostgreSQL through LISTEN/NOTIFY; this
// instance's own before they are sent, app-deps.ts). Who may read the list is checked before the cache
// is asked (the route's access hook and `memberOf`), never by the cache. The TTL bounds what a change
// made behind Studio's back (by hand in the database) can leave stale.

export interface ListCacheOptions {
  /** How long an answer may be served (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Bytes of JSON kept at most, over every company; the least recently used company goes first. */
  maxBytes: number;
  /** Clock (ms); tests move it. */
  now?: () => number;
  /** The event bus's continuity (EventBus.continuity): null while events may be missed. */
  continuity?: () => number | null;
}

interface Entry {
  json: string;
  until: number;
  continuity: number;
}

interface PendingRead {
  mark: ReadMark;
  json: Promise<string>;
}

interface CompanyLists {
  entries: Map<string, Entry>;
  bytes: number;
}

/** Answers kept per company at most (distinct searches would otherwise fill it). */
const MAX_KEYS_PER_COMPANY = 64;

export class DutListCache {
  private readonly companies = new Map<string, CompanyLists>();
  /**
   * Every forgetting, of any company: a read that overlapped one is not kept. (Counted per company,
   * a few more reads would be kept while other companies' imports tick, at the price of a count per
   * company ever seen.)
   */
  private readonly forgettings: Forgettings;
  private bytes = 0;
  /** Reads on their way, by company and key: a request that finds one joins it (see `answer`). */
  private readonly reads = new Map<string, PendingRead>();

  constructor(private readonly options: ListCacheOptions) {
    this.forgettings = new Forgettings(options);
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxBytes > 0;
  }

  /** Whether any answer of the company is kept now (tests and diagnostics). */
  holds(companyId: string): boolean {
    return (this.companies.get(companyId)?.entries.size ?? 0) > 0;
  }

  /** Bytes of JSON held now. */
  get size(): number {
    return this.bytes;
  }

  /**
   * The company's answer to a query: kept, or joined to a read of it already on its way, or read now
   * and kept. A read is joined only while nothing was forgotten since it began, so a request never
   * gets an answer older than a change this process knew of when the request came (a list asked for
   * right after one's own change shows it). Joining spares the database the same query from every
   * connection at once when the cache is cold or was just cleared.
   */
  async answer(companyId: string, key: string, read: () => Promise<string>): Promise<string> {
    if (!this.enabled) return read();
    const kept = this.get(companyId, key);
    if (kept !== undefined) return kept;
    const id = `${companyId}\n${key}`;
    const pending = this.reads.get(id);
    if (pending && this.forgettings.keepable(pending.mark) !== null) return pending.json;
    const mark = this.mark();
    const json = read().then((text) => {
      this.put(companyId, key, text, mark);
      return text;
    });
    this.reads.set(id, { mark, json });
    const settle = () => {
      if (this.reads.get(id)?.json === json) this.reads.delete(id);
    };
    json.then(settle, settle);
    return json;
  }

  /** The JSON answer kept for a company's query, or undefined (then read the database). */
  get(companyId: string, key: string): string | undefined {
    const lists = this.companies.get(companyId);
    const entry = lists?.entries.get(key);
    if (!lists || !entry) return undefined;
    if (this.forgettings.now() >= entry.until || !this.forgettings.holds(entry.continuity)) {
      this.drop(lists, key, entry);
      return undefined;
    }
    // Most recently used company last: eviction takes the first.
    this.companies.delete(companyId);
    this.companies.set(companyId, lists);
    return entry.json;
  }

  mark(): ReadMark {
    return this.forgettings.mark();
  }

  /**
   * Keeps an answer read since `mark`. Nothing is kept when the cache is off, when the company's
   * answers were forgotten during the read (it may predate that change), or while the bus may miss
   * events.
   */
  put(companyId: string, key: string, json: string, mark: ReadMark): void {
    if (!this.enabled || json.length > this.options.maxBytes) return;
    const continuity = this.forgettings.keepable(mark);
    if (continuity === null) return;
    const until = mark.at + this.options.ttlMs;
    if (until <= this.forgettings.now()) return;
    let lists = this.companies.get(companyId);
    if (!lists) {
      lists = { entries: new Map(), bytes: 0 };
    } else {
      this.companies.delete(companyId);
      const old = lists.entries.get(key);
      if (old) this.drop(lists, key, old);
    }
    this.companies.set(companyId, lists);
    lists.entries.set(key, { json, until, continuity });
    lists.bytes += json.length;
    this.bytes += json.length;
    for (const [oldKey, oldEntry] of lists.entries) {
      if (lists.entries.size <= MAX_KEYS_PER_COMPANY) break;
      this.drop(lists, oldKey, oldEntry);
    }
    for (const [oldest, oldLists] of this.companies) {
      if (this.bytes <= this.options.maxBytes) break;
      this.companies.delete(oldest);
      this.bytes -= oldLists.bytes;
    }
  }

  /** Forgets every answer of a company. */
  forgetCompany(companyId: string): void {
    this.forgettings.forgot();
    const lists = this.companies.get(companyId);
    if (!lists) return;
    this.companies.delete(companyId);
    this.bytes -= lists.bytes;
  }

  /** Forgets what an event may have changed: call it for every event published or received. */
  observe(event: LiveEvent): void {
    if (event.type === 'dut.updated' || event.type === 'dut.import') this.forgetCompany(event.companyId);
  }

  private drop(lists: CompanyLists, key: string, entry: Entry): void {
    lists.entries.delete(key);
    lists.bytes -= entry.json.length;
    this.bytes -= entry.json.length;
  }
}
