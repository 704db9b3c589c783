import type { DocumentStatus } from '@studio/api';
import type { ServiceDeps } from '../context';

export async function publishDocument(
  deps: Pick<ServiceDeps, 'bus'>,
  companyId: string,
  documentId: string,
  status: DocumentStatus | 'deleted',
  progress = status === 'ready' || status === 'failed' ? 1 : 0,
) {
  await deps.bus.publish({ type: 'knowledge.document', companyId, documentId, status, progress });
}
