import { type APIResponse, expect, type Page } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { createDutByApi, readTestdata, uploadByApi, waitForImport } from './dut-session';

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * KiCad's ecc83-pp demo imported (its proposal passes the fixture design; tomu-fpga's fails the
 * hold-down since issue 25: no room for a pressure pin), the proposal saved as version 1 with a DFT
 * report that has no fail, and addresses.
 */
export async function orderableTomu(page: Page): Promise<{ dutId: string; configId: string }> {
  const dutId = await createDutByApi(page, 'ECC83 preamp', 'B');
  await uploadByApi(page, dutId, [
    { name: 'ecc83-pp.kicad_pcb', buffer: readTestdata('kicad/ecc83-pp.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  const board = decodeBoard(
    await json<CompactBoard>(await page.request.get(`/api/v1/duts/${dutId}/board`), 200),
  );
  const created = await json<{ id: string }>(
    await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
      headers: origin(page),
      data: { name: 'Proposal', config: proposeTestConfig(board).config },
    }),
    201,
  );
  const report = await json<{ analysis: { status: string } }>(
    await page.request.post(`/api/v1/test-configs/${created.id}/versions/1/dft-reports`, {
      headers: origin(page),
      data: {},
    }),
    201,
  );
  expect(report.analysis.status).not.toBe('fail');
  const address = {
    recipient: 'Receiving',
    line1: 'Hauptstraße 1',
    city: 'Berlin',
    postalCode: '10115',
    countryCode: 'DE',
    phone: '+49 30 1234567',
  };
  for (const [kind, label] of [
    ['shipping', 'Lab'],
    ['billing', 'HQ'],
  ] as const)
    await json(
      await page.request.post('/api/v1/addresses', {
        headers: origin(page),
        data: { ...address, kind, label },
      }),
      201,
    );
  return { dutId, configId: created.id };
}
