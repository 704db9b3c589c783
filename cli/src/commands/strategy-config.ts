import { readFile } from 'node:fs/promises';
import { StationProfileCore, TestConfigBody } from '@studio/api';
import type { Board, StationProfile, TestConfig } from '@studio/core';

/** A --config file that cannot be used: the message names the file and the field. */
export class ConfigFileError extends Error {}

/** A --config file read: the configuration, and the station profile `studio fixture` wrote beside it. */
export interface ConfigFile {
  config: TestConfig;
  station: StationProfile | undefined;
}

/**
 * Reads a test-config version for `studio strategy --config`: the version as the API returns it
 * (`GET /test-configs/:id/versions/:number`, with its `config`), the `test-config.json` of a
 * fabrication package (`studio fixture` writes it, with the station profile it was wired to) or the
 * bare configuration. Validated with the API's schemas; a field that does not fit is named with its
 * path.
 */
export async function readConfigFile(file: string): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigFileError(`cannot read --config file "${file}": ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`--config file "${file}" is not valid JSON: ${(error as Error).message}`);
  }
  const wrapped = typeof json === 'object' && json !== null && 'config' in json;
  const body = wrapped ? (json as { config: unknown }).config : json;
  const parsed = TestConfigBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = [...(wrapped ? ['config'] : []), ...issue.path.map(String)].join('.') || '(top level)';
    throw new ConfigFileError(
      `--config file "${file}": field "${at}": ${issue.message} (expected a test-config version, {"config": {"testPoints": […], …}}, or its config)`,
    );
  }
  let station: StationProfile | undefined;
  if (wrapped && 'station' in (json as object)) {
    const s = StationProfileCore.safeParse((json as { station: unknown }).station);
    if (!s.success) {
      const issue = s.error.issues[0]!;
      throw new ConfigFileError(
        `--config file "${file}": field "${['station', ...issue.path.map(String)].join('.')}": ${issue.message} (expected a station profile)`,
      );
    }
    station = s.data;
  }
  return { config: parsed.data as TestConfig, station };
}

/** Selected test points that are not candidates of this board (the version was saved for another import). */
export function unknownTestPoints(board: Board, config: TestConfig): string[] {
  const ids = new Set(board.testPoints.map((t) => t.id as string));
  return config.testPoints.map((t) => t.id as string).filter((id) => !ids.has(id));
}
