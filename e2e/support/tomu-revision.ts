import { expect, type Page } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { createDutByApi, readTestdata, signUpWithCompany, uploadByApi, waitForImport } from './dut-session';
import { originOf } from './shots';

/** tomu-fpga's KiCad board as the shared test data has it. */
export const TOMU = readTestdata('kicad/tomu-fpga.kicad_pcb').toString('utf8');

/** tomu-fpga with the footprint of `ref` moved by dx mm (the file's own coordinates): a new revision. */
export function tomuWithMovedFootprint(ref: string, dx: number): Buffer {
  const at = TOMU.indexOf(`(fp_text reference "${ref}"`);
  const start = TOMU.lastIndexOf('(footprint ', at);
  const head = TOMU.slice(start, at);
  const match = /\n\s*\(at (-?[\d.]+) (-?[\d.]+)/.exec(head)!;
  const x = Math.round((Number(match[1]) + dx) * 10000) / 10000;
  const moved = match[0].replace(`(at ${match[1]} `, `(at ${x} `);
  return Buffer.from(TOMU.slice(0, start) + head.replace(match[0], moved) + TOMU.slice(at));
}

/**
 * Signs a new user up with a company, uploads tomu-fpga as rev B of a DUT and saves a test-config
 * version probing its 12 designed test points from the bottom ("Bottom bed"); the DUT's id.
 */
export async function tomuWithBottomBed(page: Page, who: string): Promise<string> {
  await signUpWithCompany(page, who);
  const revA = await createDutByApi(page, 'Tomu FPGA', 'B');
  await uploadByApi(page, revA, [{ name: 'tomu-fpga.kicad_pcb', buffer: Buffer.from(TOMU) }]);
  expect(await waitForImport(page, revA)).toBe('ready');
  const board = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${revA}/board`)).json()) as CompactBoard,
  );
  const config = {
    ...proposeTestConfig(board).config,
    probeSide: 'bottom' as const,
    testPoints: board.testPoints.filter((t) => /^TP\d+$/.test(t.ref ?? '')).map((t) => ({ id: t.id })),
  };
  const saved = await page.request.post(`/api/v1/duts/${revA}/test-configs`, {
    headers: originOf(page),
    data: { name: 'Bottom bed', config },
  });
  expect(saved.status()).toBe(201);
  return revA;
}
