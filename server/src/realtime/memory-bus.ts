import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@studio/api';
import type { EventBus } from './bus';

/** In-process bus for the embedded database: one process owns a PGlite data directory. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener: (event: LiveEvent) => void) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
