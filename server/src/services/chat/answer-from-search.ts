import { DftReportListQuery, type Dut, DutListQuery, PartListQuery } from '@studio/api';
import { quoteSentences } from '@studio/core';
import { listDutReports } from '../dft-reports/list-reports';
import { listDuts } from '../duts/list-duts';
import { CONFIDENT_COVERAGE, searchPassages } from '../knowledge/search-passages';
import { listParts } from '../parts/list-parts';
import { catalogReaderOf } from '../parts/catalog-reader';
import type { AnswerWriter } from './answer-writer';
import { matchingOrders, orderRecordLine } from './order-tools';
import { addDut, addPart, addReport, passageLabel, type ToolContext } from './tools';

export const NO_MODEL_NOTE =
  '**No language model is configured**: this answer is what search found for your question, not a written reply. An administrator can connect one (`LLM_BASE_URL`, `LLM_MODEL`).';

const STOP_WORDS = new Set(
  'the and for with what which does our about did why how who whose this that these those from into have has was were are is its any all there their them they then than when where your you can could would should will shall may might must not but use used using last latest board boards spec specs say says said tell show give find'.split(
    ' ',
  ),
);

/** Longest word a record is looked up by (record searches take at most 200 characters). */
const MAX_RECORD_TERM = 100;

/**
 * The question's identifiers: tokens with a digit, an underscore or inner punctuation (P100-FC-4,
 * VDD_CORE, 3V3, TP12), 3 to 100 characters, at most six.
 */
export function identifierTerms(question: string): string[] {
  const tokens = question.match(/[\p{L}\p{N}][\p{L}\p{N}_.\-/+#]*[\p{L}\p{N}]/gu) ?? [];
  const terms = tokens.filter(
    (t) =>
      t.length >= 3 && t.length <= MAX_RECORD_TERM && /[\p{N}_]|[\p{L}\p{N}][.\-/+#][\p{L}\p{N}]/u.test(t),
  );
  return [...new Set(terms)].slice(0, 6);
}

/** Words worth looking up records by: identifiers first, then longer words, at most six. */
export function recordTerms(question: string): string[] {
  const words = (question.match(/[\p{L}\p{N}][\p{L}\p{N}_.\-/+#]*/gu) ?? []).filter(
    (w) => w.length >= 3 && w.length <= MAX_RECORD_TERM && !STOP_WORDS.has(w.toLowerCase()),
  );
  return [...new Set([...identifierTerms(question), ...words])].slice(0, 6);
}

/** Said when the documents hold nothing that answers the question. */
export const NOT_ANSWERED_NOTE =
  '**Your documents do not answer this question.** Nothing in them covers enough of what you asked.';

/**
 * An answer without a language model: the passages search finds for the question and the company's
 * records whose names or part numbers it mentions (DUTs with their latest DFT report, catalog
 * parts, orders by number, title or DUT, or the latest orders when it asks about orders), each numbered as a citation, under a note that says no model wrote it. The lookups are the
 * assistant's own tools' services, with the user's permissions.
 */
export async function answerFromSearch(input: { ctx: ToolContext; writer: AnswerWriter; question: string }) {
  const { ctx, writer, question } = input;
  const out: string[] = [NO_MODEL_NOTE, ''];
  const found = await searchPassages(ctx.deps, ctx.actor.companyId, question, {
    limit: 5,
    embedder: ctx.deps.embedder,
    signal: ctx.signal,
    withText: true,
  });
  if (found.hits.length > 0) {
    // Below the relevance threshold the passages are only the nearest ones: shown as related, not
    // as an answer, and never more than three. Above it, only the passages that cover the question
    // as well (the best one always).
    const hits = found.confident
      ? found.hits.filter((h, i) => i === 0 || h.relevance >= CONFIDENT_COVERAGE)
      : found.hits.slice(0, 3);
    if (!found.confident) out.push(NOT_ANSWERED_NOTE, '');
    out.push(
      found.confident ? '**Passages from your documents**' : '**Related passages** (they do not answer it)',
      '',
    );
    for (const hit of hits) {
      const text = found.texts.get(hit.passageId) ?? '';
      const excerpt = quoteSentences(text, found.query);
      const n = ctx.sources.addPassage({ ...hit, text, excerpt });
      out.push(`${n}. **${passageLabel(hit)}** [${n}]`, '', `   “${excerpt}”`, '');
    }
    out.push('');
  } else out.push(NOT_ANSWERED_NOTE, '');

  const duts = new Map<string, Dut>();
  for (const term of recordTerms(question)) {
    const list = await listDuts(ctx.deps, ctx.actor, DutListQuery.parse({ q: term, pageSize: 3 }));
    for (const d of list.items) if (duts.size < 4) duts.set(d.id, d);
  }
  const records: string[] = [];
  for (const d of duts.values()) {
    const n = addDut(ctx, d);
    records.push(
      `- DUT **${d.name}**${d.revision ? ` rev ${d.revision}` : ''} (${d.partNumber || 'no part number'}), import ${d.status} [${n}]`,
    );
    const [latest] = (
      await listDutReports(ctx.deps, ctx.actor, d.id, DftReportListQuery.parse({ pageSize: 1 }))
    ).items;
    if (latest) {
      const m = addReport(ctx, latest);
      records.push(
        `  - latest DFT report (${latest.testConfig.name} v${latest.version.number}): **${latest.status}**, ${latest.counts.rulesFailed} rules failed, ${latest.counts.rulesWarned} warned [${m}]`,
      );
    }
  }
  for (const term of identifierTerms(question)) {
    const parts = await listParts(
      ctx.deps,
      catalogReaderOf(ctx.actor),
      PartListQuery.parse({ q: term, pageSize: 3 }),
    );
    for (const p of parts.items) {
      const n = addPart(ctx, p);
      records.push(`- Part **${p.partNumber}** ${p.name} (${p.kind}), ${p.unitPrice} ${p.currency} [${n}]`);
    }
  }
  for (const o of await matchingOrders(ctx, question, recordTerms(question)))
    records.push(orderRecordLine(ctx, o));
  if (records.length > 0) out.push('**Records**', '', ...records, '');
  if (records.length === 0 && found.hits.length === 0)
    out.push('No DUT, report, part or order matches it either.');
  writer.append(out.join('\n').trimEnd());
}
