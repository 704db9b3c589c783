import type { EmphasisLayer, Renderer } from './renderer';
import {
  buildEmphasis,
  type Emphasis,
  type EmphasisItem,
  emptyEmphasis,
  expandComponents,
  padsByRef,
} from './scene/emphasis';
import { EMPHASIS_SLOT0, PALETTE_SIZE, type Scene, STYLE } from './scene/scene-types';
import type { Highlight } from './types';

/** Highlight colours share the 16 emphasis palette slots; more distinct colours reuse the last one. */
export const MAX_HIGHLIGHT_COLORS = PALETTE_SIZE - EMPHASIS_SLOT0;

/** Distinct highlight colours in first-seen order, and each colour's palette slot. */
export function highlightSlots(highlights: Highlight[]): {
  colors: string[];
  slotOf: (color: string) => number;
} {
  const colors: string[] = [];
  for (const h of highlights)
    if (!colors.includes(h.color) && colors.length < MAX_HIGHLIGHT_COLORS) colors.push(h.color);
  return {
    colors,
    slotOf: (color) =>
      EMPHASIS_SLOT0 + Math.max(0, colors.includes(color) ? colors.indexOf(color) : colors.length - 1),
  };
}

/**
 * Builds and hands the renderer its emphasis layers. `resolve` turns model ids into feature
 * indices (unknown ids are skipped).
 */
export class EmphasisBuilder {
  private refs: Map<string, number[]> | null = null;

  constructor(
    private readonly scene: Scene,
    private readonly renderer: Renderer,
    private readonly resolve: (id: string) => number | undefined,
  ) {}

  private padsOfRef = (): Map<string, number[]> => {
    this.refs ??= padsByRef(this.scene);
    return this.refs;
  };

  private build(items: EmphasisItem[], mode: Emphasis['mode']): Emphasis {
    return buildEmphasis(this.scene, expandComponents(this.scene, items, this.padsOfRef), mode);
  }

  private itemsOf(ids: string[], style: number): EmphasisItem[] {
    const out: EmphasisItem[] = [];
    for (const id of ids) {
      const feature = this.resolve(id);
      if (feature !== undefined) out.push({ feature, style });
    }
    return out;
  }

  setSelection(ids: string[]): void {
    this.push(
      'selection',
      ids.length === 0 ? emptyEmphasis() : this.build(this.itemsOf(ids, STYLE.selection), 'outline'),
    );
  }

  setHover(feature: number | null): void {
    const items = feature === null ? [] : [{ feature, style: STYLE.hover }];
    this.push('hover', this.build(items, 'outline'));
  }

  /** Returns the emphasis colours for the palette. */
  setHighlights(highlights: Highlight[]): string[] {
    const { colors, slotOf } = highlightSlots(highlights);
    const fill = highlights.filter((h) => h.fill).flatMap((h) => this.itemsOf(h.ids, slotOf(h.color)));
    const outline = highlights.filter((h) => !h.fill).flatMap((h) => this.itemsOf(h.ids, slotOf(h.color)));
    this.push('highlightFill', this.build(fill, 'fill'));
    this.push('highlightOutline', this.build(outline, 'outline'));
    return colors;
  }

  private push(layer: EmphasisLayer, e: Emphasis): void {
    this.renderer.setEmphasis(layer, e);
  }
}
