import { describe, expect, it } from 'vitest';
import { readWorkspaceTarget, writeWorkspaceTarget } from './workspace-target';

describe('workspace target in the address', () => {
  it('reads new, saved with a version, and the latest version', () => {
    expect(readWorkspaceTarget(new URLSearchParams(''))).toBeNull();
    expect(readWorkspaceTarget(new URLSearchParams('config=new'))).toEqual({ kind: 'new' });
    expect(readWorkspaceTarget(new URLSearchParams('config=abc&version=3'))).toEqual({
      kind: 'saved',
      configId: 'abc',
      version: 3,
    });
    for (const bad of ['0', '-1', 'x', '1.5', '99999999'])
      expect(readWorkspaceTarget(new URLSearchParams(`config=abc&version=${bad}`))).toMatchObject({
        version: null,
      });
  });

  it('writes the target and keeps other parameters', () => {
    const p = new URLSearchParams('tab=files');
    expect(writeWorkspaceTarget(p, { kind: 'saved', configId: 'c1', version: 2 }).toString()).toBe(
      'tab=files&config=c1&version=2',
    );
    expect(writeWorkspaceTarget(new URLSearchParams('config=c1&version=2'), null).toString()).toBe('');
    expect(writeWorkspaceTarget(p, { kind: 'new' }).toString()).toBe('tab=files&config=new');
  });
});
