import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from './locations';

export interface BuildInfo {
  version: string;
  /** The web build's id (`builds/latest.json`), 'dev' when the web app is not built. */
  buildId: string;
}

const SERVER_PACKAGE = path.join(SERVER_DIR, 'package.json');

export function readBuildInfo(webDistDir: string): BuildInfo {
  const version = readJson(SERVER_PACKAGE)?.version;
  const buildId = readJson(path.join(webDistDir, 'builds/latest.json'))?.buildId;
  return {
    version: typeof version === 'string' ? version : '0.0.0',
    buildId: typeof buildId === 'string' && buildId !== '' ? buildId : 'dev',
  };
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
