import { type FeatureIndex, FeatureIndexBuilder } from './hit/feature-index';
import type { Renderer } from './renderer';
import { buildIdIndex } from './scene/feature-record';
import type { Scene } from './scene/scene-types';
import { EmphasisBuilder } from './viewer-emphasis';

/**
 * What the viewer holds for the board on show: its scene, its emphasis layers, and the lookups that
 * are built after the first frame (hit-test index in idle-time chunks, id → feature map on first use).
 */
export class BoardSession {
  readonly emphasis: EmphasisBuilder;
  private index: FeatureIndex | null = null;
  private builder: FeatureIndexBuilder | null = null;
  private ids: Map<string, number> | null = null;
  private disposed = false;

  constructor(
    readonly scene: Scene,
    renderer: Renderer,
    private readonly win: (Window & typeof globalThis) | null,
  ) {
    this.emphasis = new EmphasisBuilder(scene, renderer, (id) => this.resolve(id));
    this.scheduleIndexBuild();
  }

  /** Feature index of a model id (PadId, ViaId, HoleId, ComponentId). */
  resolve(id: string): number | undefined {
    this.ids ??= buildIdIndex(this.scene.board);
    return this.ids.get(id);
  }

  /** The hit-test index, finished now if the idle-time build has not got there yet. */
  hitIndex(): FeatureIndex {
    if (!this.index) {
      this.index = (this.builder ?? new FeatureIndexBuilder(this.scene.board)).finish();
      this.builder = null;
    }
    return this.index;
  }

  dispose(): void {
    this.disposed = true;
  }

  private scheduleIndexBuild(): void {
    const win = this.win;
    if (!win || !('requestIdleCallback' in win)) return;
    const step = (deadline: IdleDeadline) => {
      if (this.disposed || this.index) return;
      this.builder ??= new FeatureIndexBuilder(this.scene.board);
      while (!this.builder.done && deadline.timeRemaining() > 2) this.builder.step(4096);
      if (this.builder.done) this.hitIndex();
      else win.requestIdleCallback(step);
    };
    win.requestIdleCallback(step);
  }
}
