import type { EventBus } from '../../realtime/bus';

/** The user pressed stop (the `chat.stop` event reached the instance writing the answer). */
export class StopRequested extends Error {
  constructor() {
    super('Stopped by the user.');
    this.name = 'StopRequested';
  }
}

/** The server is shutting down while the answer is being written. */
export class ShuttingDown extends Error {
  constructor() {
    super('The server stopped while this answer was being written; ask again.');
    this.name = 'ShuttingDown';
  }
}

/**
 * The answers this server instance is writing, one per conversation at most. A stop reaches the
 * instance that writes the answer through the event bus (`chat.stop`, fanned out across instances on
 * PostgreSQL), whichever instance the user's request landed on. Closing aborts every answer and waits
 * until each has recorded how it ended.
 */
export class ChatGenerations {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly unsubscribe: () => void;
  private closed = false;

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type === 'chat.stop')
        this.running.get(event.conversationId)?.controller.abort(new StopRequested());
    });
  }

  isRunning(conversationId: string): boolean {
    return this.running.has(conversationId);
  }

  /** Starts `task` in the background; false when the instance is closing or the conversation is busy. */
  start(conversationId: string, task: (signal: AbortSignal) => Promise<void>): boolean {
    if (this.closed || this.running.has(conversationId)) return false;
    const controller = new AbortController();
    const done = task(controller.signal)
      .catch(() => undefined)
      .finally(() => this.running.delete(conversationId));
    this.running.set(conversationId, { controller, done });
    return true;
  }

  /** Waits for the conversation's answer to finish (tests, and stop's confirmation). */
  async settled(conversationId: string): Promise<void> {
    await this.running.get(conversationId)?.done;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    const all = [...this.running.values()];
    for (const r of all) r.controller.abort(new ShuttingDown());
    await Promise.all(all.map((r) => r.done));
  }
}
