import type { KnowledgeDocument, LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { knowledgeKeys } from './knowledge-keys';

type DocumentEvent = Extract<LiveEvent, { type: 'knowledge.document' }>;

/**
 * A document's status changed: progress updates the cached document in place (no refetch per
 * percent); a new status refreshes the document, the lists and, once it is ready, its preview and
 * any search results.
 */
export function handleKnowledgeEvent(event: DocumentEvent, client: QueryClient): void {
  const key = knowledgeKeys.document(event.documentId);
  const cached = client.getQueryData<KnowledgeDocument>(key);
  if (event.status === 'processing' && cached?.status === 'processing') {
    client.setQueryData<KnowledgeDocument>(key, { ...cached, progress: event.progress });
    return;
  }
  if (event.status === 'deleted') client.removeQueries({ queryKey: key });
  else void client.invalidateQueries({ queryKey: key });
  void client.invalidateQueries({ queryKey: knowledgeKeys.lists });
  if (event.status === 'ready' || event.status === 'deleted')
    void client.invalidateQueries({ queryKey: ['company', 'knowledge', 'search'] });
}
