import { describe, expect, it } from 'vitest';
import { BUILD_ID_ENV, buildInfoPlugin } from './build-info-plugin';

type Emitted = { fileName: string; source: string };

function runGenerateBundle(plugin: ReturnType<typeof buildInfoPlugin>): Emitted[] {
  const emitted: Emitted[] = [];
  const context = { emitFile: (file: Emitted) => emitted.push(file) };
  const hook = plugin.generateBundle as unknown as (this: typeof context) => void;
  hook.call(context);
  return emitted;
}

describe('buildInfoPlugin', () => {
  const now = () => new Date('2025-06-01T12:00:00.000Z');

  it('writes builds/latest.json and builds/meta/{id}.json with the redirects', () => {
    const redirects = [{ from: '/old', to: '/new' }];
    const emitted = runGenerateBundle(buildInfoPlugin({ buildId: 'b42', now, redirects }));
    const byName = Object.fromEntries(emitted.map((e) => [e.fileName, JSON.parse(e.source)]));
    expect(byName['builds/latest.json']).toEqual({ buildId: 'b42', builtAt: '2025-06-01T12:00:00.000Z' });
    expect(byName['builds/meta/b42.json']).toEqual({ buildId: 'b42', redirects });
  });

  it('bakes the same id into the bundle', () => {
    const plugin = buildInfoPlugin({ buildId: 'b42', now });
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(config.define[`import.meta.env.${BUILD_ID_ENV}`]).toBe('"b42"');
  });

  it('gives two builds different ids', () => {
    const ids = [buildInfoPlugin({ now }), buildInfoPlugin({ now })].map(
      (p) => JSON.parse(runGenerateBundle(p)[0]!.source).buildId,
    );
    expect(ids[0]).not.toBe(ids[1]);
  });
});
