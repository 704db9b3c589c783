import type { LiveEvent } from '@studio/api';
import type { ServiceDeps } from '../context';

export async function publishDut(deps: Pick<ServiceDeps, 'bus'>, companyId: string, dutId: string) {
  await deps.bus.publish({ type: 'dut.updated', companyId, dutId });
}

export async function publishImport(
  deps: Pick<ServiceDeps, 'bus'>,
  event: Omit<Extract<LiveEvent, { type: 'dut.import' }>, 'type' | 'fileId'> & { fileId?: string | null },
) {
  await deps.bus.publish({ type: 'dut.import', fileId: null, ...event });
}
