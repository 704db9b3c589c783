import type { SerialHistory } from '@studio/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testMeasurement, testRun } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { toRunRow } from './results-dashboard';

/** Every run of one board (serial number) in the company, oldest first, with what failed in each. */
export async function serialHistory(
  { db }: ServiceDeps,
  actor: CompanyActor,
  serial: string,
): Promise<SerialHistory> {
  const runs = await db
    .select()
    .from(testRun)
    .where(and(eq(testRun.companyId, actor.companyId), eq(testRun.serial, serial)))
    .orderBy(asc(testRun.startedAt), asc(testRun.id))
    .limit(500);
  const failed =
    runs.length === 0
      ? []
      : await db
          .select()
          .from(testMeasurement)
          .where(
            and(
              inArray(
                testMeasurement.runId,
                runs.map((r) => r.id),
              ),
              eq(testMeasurement.passed, false),
            ),
          )
          .orderBy(asc(testMeasurement.runId), asc(testMeasurement.ordinal));
  return {
    serial,
    runs: runs.map((r) => ({
      ...toRunRow(r),
      failures: failed
        .filter((m) => m.runId === r.id)
        .map((m) => ({
          stepId: m.stepId,
          stepTitle: m.stepTitle,
          label: m.label,
          value: m.value,
          unit: m.unit,
          low: m.low,
          high: m.high,
          probes: m.probes,
        })),
    })),
  };
}
