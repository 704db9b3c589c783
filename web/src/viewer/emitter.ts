/** A minimal typed event emitter; a throwing handler does not stop the others. */
export class Emitter<M extends object> {
  private readonly handlers = new Map<keyof M, Set<(e: never) => void>>();

  on<K extends keyof M>(type: K, handler: (event: M[K]) => void): () => void {
    const set = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, set);
    set.add(handler as (e: never) => void);
    return () => set.delete(handler as (e: never) => void);
  }

  has(type: keyof M): boolean {
    return (this.handlers.get(type)?.size ?? 0) > 0;
  }

  emit<K extends keyof M>(type: K, event: M[K]): void {
    for (const h of this.handlers.get(type) ?? []) {
      try {
        (h as (e: M[K]) => void)(event);
      } catch (err) {
        console.error(`board viewer: a '${String(type)}' handler threw`, err);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
