import { DftReportListQuery, type Dut, DutListQuery, PartListQuery } from '@studio/api';
import { listDutReports } from '../dft-reports/list-reports';
import { listDuts } from '../duts/list-duts';
import { identifierTerms, searchPassages } from '../knowledge/search-passages';
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

/** Words worth looking up records by: identifiers first, then longer words, at most six. */
function recordTerms(question: string): string[] {
  const words = (question.match(/[\p{L}\p{N}][\p{L}\p{N}_.\-/+#]*/gu) ?? []).filter(
    (w) => w.length >= 3 && !STOP_WORDS.has(w.toLowerCase()),
  );
  return [...new Set([...identifierTerms(question), ...words])].slice(0, 6);
}

const quote = (text: string, max = 320) =>
  (text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')} …` : text).replace(/\n+/g, ' ');

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
    out.push('**Passages from your documents**', '');
    for (const hit of found.hits) {
      const text = found.texts.get(hit.passageId) ?? '';
      const n = ctx.sources.addPassage({ ...hit, text });
      out.push(`${n}. **${passageLabel(hit)}** [${n}]`, '', `   “${quote(text)}”`, '');
    }
    out.push('');
  }

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
  if (ctx.sources.size === 0) out.push('Nothing in your documents or records matches this question.');
  writer.append(out.join('\n').trimEnd());
}
