/** Query keys of the chat; under `company`, so that a company switch clears them. */
export const chatKeys = {
  all: ['company', 'chat'] as const,
  status: ['company', 'chat', 'status'] as const,
  list: ['company', 'chat', 'list'] as const,
  conversation: (id: string) => ['company', 'chat', 'conversation', id] as const,
};
