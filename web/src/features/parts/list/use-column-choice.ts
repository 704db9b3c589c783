import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMe } from '../../../lib/me-queries';
import {
  type ColumnChoiceSpec,
  columnStorageKey,
  loadColumns,
  normaliseColumns,
  saveColumns,
  toggleColumn,
} from './column-choice';

const browserStore = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The columns this user chose for one screen, and the means to change them (saved at once). */
export function useColumnChoice(screen: string, spec: ColumnChoiceSpec) {
  const userId = useMe().data?.user.id ?? 'anonymous';
  const key = columnStorageKey(userId, screen);
  const [columns, setColumns] = useState(() => loadColumns(browserStore(), key, spec));
  // Another user signing in in this tab, or another screen using the same component.
  useEffect(() => setColumns(loadColumns(browserStore(), key, spec)), [key, spec]);

  const apply = useCallback(
    (next: string[]) => {
      saveColumns(browserStore(), key, spec, next);
      setColumns(next);
    },
    [key, spec],
  );
  return useMemo(
    () => ({
      columns,
      toggle: (column: string) => apply(toggleColumn(spec, columns, column)),
      reset: () => apply(normaliseColumns(spec, spec.defaults)),
    }),
    [apply, columns, spec],
  );
}
