import { readFile } from 'node:fs/promises';
import { type DftThresholds, parseDftThresholds } from '@studio/core';

/** A --rules file that cannot be used: the message names the file and the bad field. */
export class RulesFileError extends Error {}

/** Reads a thresholds JSON file (partial: missing fields keep their defaults) and validates it. */
export async function readRulesFile(file: string): Promise<DftThresholds> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new RulesFileError(`cannot read --rules file "${file}": ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RulesFileError(`--rules file "${file}" is not valid JSON: ${(error as Error).message}`);
  }
  const result = parseDftThresholds(json);
  if (!result.ok)
    throw new RulesFileError(`--rules file "${file}": bad field "${result.field}": ${result.message}`);
  return result.thresholds;
}
