import { useSearchParams } from 'react-router';
import { readWorkspaceTarget, type WorkspaceTarget, writeWorkspaceTarget } from './workspace-target';

/** Which test config is open (`?config=…&version=…`), and how to open or close one. */
export function useWorkspaceTarget() {
  const [params, setParams] = useSearchParams();
  const target = readWorkspaceTarget(params);
  const open = (next: WorkspaceTarget | null) => {
    setParams((current) => writeWorkspaceTarget(current, next));
    if (next)
      requestAnimationFrame(() => document.getElementById('workspace')?.scrollIntoView({ block: 'start' }));
  };
  return [target, open] as const;
}
