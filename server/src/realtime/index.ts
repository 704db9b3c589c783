export type { EventBus } from './bus';
export { createEventBus } from './create-bus';
export { createMemoryBus } from './memory-bus';
export { createPostgresBus, LIVE_CHANNEL } from './postgres-bus';
export { realtimePlugin, type RealtimeOptions } from './plugin';
export { ConnectionRegistry } from './connections';
