import { describe, expect, it } from 'vitest';
import {
  type ColumnChoiceSpec,
  type ColumnStore,
  columnStorageKey,
  loadColumns,
  parseColumns,
  saveColumns,
  toggleColumn,
} from './column-choice';

const SPEC: ColumnChoiceSpec = {
  keys: ['part', 'class', 'pitchClass', 'tipStyle', 'price', 'active'],
  defaults: ['part', 'pitchClass', 'price'],
  required: ['part'],
};

class MapStore implements ColumnStore {
  readonly map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('column choice', () => {
  it('is stored per user and per screen', () => {
    expect(columnStorageKey('u1', 'probes')).toBe('studio.parts.columns.v1.u1.probes');
    expect(columnStorageKey('u2', 'probes')).not.toBe(columnStorageKey('u1', 'probes'));
  });

  it('falls back to the defaults for nothing stored or anything unusable', () => {
    for (const stored of [null, 'not json', '{"a":1}', '[]', '["colour", 3]']) {
      expect(parseColumns(SPEC, stored)).toEqual(['part', 'pitchClass', 'price']);
    }
  });

  it('keeps display order, drops unknown keys and always keeps the part column', () => {
    expect(parseColumns(SPEC, '["active","colour","class"]')).toEqual(['part', 'class', 'active']);
  });

  it('toggles a column on and off but never the required one', () => {
    const shown = toggleColumn(SPEC, ['part', 'price'], 'tipStyle');
    expect(shown).toEqual(['part', 'tipStyle', 'price']);
    expect(toggleColumn(SPEC, shown, 'tipStyle')).toEqual(['part', 'price']);
    expect(toggleColumn(SPEC, shown, 'part')).toEqual(shown);
  });

  it('saves a choice, reads it back, and forgets it when it equals the defaults', () => {
    const store = new MapStore();
    const key = columnStorageKey('u1', 'probes');
    saveColumns(store, key, SPEC, ['part', 'active']);
    expect(store.map.get(key)).toBe('["part","active"]');
    expect(loadColumns(store, key, SPEC)).toEqual(['part', 'active']);
    expect(loadColumns(store, columnStorageKey('u2', 'probes'), SPEC)).toEqual([
      'part',
      'pitchClass',
      'price',
    ]);
    saveColumns(store, key, SPEC, ['price', 'pitchClass', 'part']);
    expect(store.map.has(key)).toBe(false);
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const broken: ColumnStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadColumns(broken, 'k', SPEC)).toEqual(['part', 'pitchClass', 'price']);
    expect(() => saveColumns(broken, 'k', SPEC, ['part'])).not.toThrow();
  });
});
