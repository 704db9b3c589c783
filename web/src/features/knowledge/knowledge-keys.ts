/**
 * Query keys of the knowledge base. They start with `company` (lib/query-keys.ts) so that a company
 * switch, which clears every company-scoped query, clears these too.
 */
export const knowledgeKeys = {
  all: ['company', 'knowledge'] as const,
  lists: ['company', 'knowledge', 'list'] as const,
  list: (apiQuery: string) => ['company', 'knowledge', 'list', apiQuery] as const,
  document: (id: string) => ['company', 'knowledge', 'document', id] as const,
  passages: (id: string) => ['company', 'knowledge', 'document', id, 'passages'] as const,
  search: (apiQuery: string) => ['company', 'knowledge', 'search', apiQuery] as const,
};
