import type { TestStrategyExportFormat } from '@studio/api';
import {
  ictToCsv,
  ictToI3070,
  type IctPlan,
  strategyToCsv,
  strategyToJson,
  strategyToMarkdown,
  strategyToPytest,
  studioTargetJson,
} from '@studio/core';
import { zipSync } from 'fflate';
import type { CompanyActor } from '../../auth/session';
import { Conflict } from '../errors';
import { loadPeople } from '../test-configs/people';
import type { StrategyDeps } from './strategy-deps';
import {
  asEngineStrategy,
  findStrategyOrThrow,
  findStrategyVersionOrThrow,
  type StrategyVersionRef,
} from './strategy-rows';

export interface ExportedFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** A name safe in any file system: "test-strategy-tomu-fpga-bring-up-v3". */
function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The version's in-circuit test plan; a version saved before plans had one cannot export it. */
function ictOf(plan: { ict?: IctPlan }): IctPlan {
  if (!plan.ict)
    throw new Conflict(
      'This strategy version has no in-circuit test plan (it was saved before Studio drafted one): draft a new strategy to get it.',
    );
  return plan.ict;
}

/**
 * One version of a strategy as a file: Markdown, CSV, JSON (core's exports), the runnable pytest
 * project as a zip (in a folder of the same name), a PDF drawn in a worker thread, or its in-circuit
 * tests as the neutral CSV or Keysight i3070 test sources (a zip in a folder of the same name).
 */
export async function exportStrategyVersion(
  deps: StrategyDeps,
  actor: CompanyActor,
  id: string,
  ref: StrategyVersionRef,
  format: TestStrategyExportFormat,
): Promise<ExportedFile> {
  const { strategy, dutName } = await findStrategyOrThrow(deps.db, actor.companyId, id);
  const version = await findStrategyVersionOrThrow(deps.db, actor.companyId, id, ref);
  const plan = asEngineStrategy(version.document);
  const title = `${dutName} — ${strategy.name} v${version.number}`;
  const base = `test-strategy-${slug(dutName) || 'dut'}-${slug(strategy.name) || 'strategy'}-v${version.number}`;
  switch (format) {
    case 'md':
      return {
        bytes: utf8(strategyToMarkdown(plan, { title })),
        contentType: 'text/markdown; charset=utf-8',
        fileName: `${base}.md`,
      };
    case 'csv':
      return {
        bytes: utf8(strategyToCsv(plan)),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${base}.csv`,
      };
    case 'json':
      return {
        bytes: utf8(strategyToJson(plan)),
        contentType: 'application/json; charset=utf-8',
        fileName: `${base}.json`,
      };
    case 'zip': {
      const files = Object.fromEntries(
        strategyToPytest(plan, { title }).map((f) => [`${base}/${f.path}`, utf8(f.text)]),
      );
      // Where the results plugin posts the runs, and for which version (issue 32).
      files[`${base}/studio.json`] = utf8(
        studioTargetJson({ strategyVersionId: version.id, studioUrl: deps.config.publicUrl }),
      );
      return {
        bytes: zipSync(files, { level: 6 }),
        contentType: 'application/zip',
        fileName: `${base}-pytest.zip`,
      };
    }
    case 'ict-csv':
      return {
        bytes: utf8(ictToCsv(ictOf(plan), title)),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${base}-ict.csv`,
      };
    case 'i3070': {
      const files = Object.fromEntries(
        ictToI3070(ictOf(plan), { title }).map((f) => [`${base}-i3070/${f.path}`, utf8(f.text)]),
      );
      return {
        bytes: zipSync(files, { level: 6 }),
        contentType: 'application/zip',
        fileName: `${base}-i3070.zip`,
      };
    }
    case 'pdf': {
      const people = await loadPeople(deps.db, [version.createdById]);
      const pdf = await deps.strategies.pdf({
        strategy: plan,
        dutName,
        strategyName: strategy.name,
        versionNumber: version.number,
        status: strategy.status,
        savedAt: version.createdAt.toISOString(),
        savedBy: version.createdById ? (people.get(version.createdById) ?? null) : null,
      });
      return { bytes: pdf, contentType: 'application/pdf', fileName: `${base}.pdf` };
    }
  }
}
