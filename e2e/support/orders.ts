import { type APIResponse, type Browser, expect, type Page } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { createDutByApi, readTestdata, uploadByApi, waitForImport } from './dut-session';
import { newUser, type TestUser } from './session';
import { signUpAsStaff } from './staff';

// The order flows' helpers (issues 16 and 29): a board that can be ordered, the shop's staff page,
// an order action through its dialog, and the stock the shop moves by hand.

export const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

export async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * KiCad's ecc83-pp demo imported (its proposal passes the fixture design; tomu-fpga's fails the
 * hold-down since issue 25: no room for a pressure pin), the proposal saved as version 1 with a DFT
 * report that has no fail, and addresses.
 */
export async function orderableBoard(
  page: Page,
): Promise<{ dutId: string; configId: string; reportId: string; shippingId: string; billingId: string }> {
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
  const report = await json<{ id: string; analysis: { status: string } }>(
    await page.request.post(`/api/v1/test-configs/${created.id}/versions/1/dft-reports`, {
      headers: origin(page),
      data: {},
    }),
    201,
  );
  expect(report.analysis.status).not.toBe('fail');
  const { shippingId, billingId } = await labAndHqAddresses(page);
  return { dutId, configId: created.id, reportId: report.id, shippingId, billingId };
}

/** The company's shipping address "Lab" and billing address "HQ" (one German address), saved by API. */
export async function labAndHqAddresses(page: Page): Promise<{ shippingId: string; billingId: string }> {
  const address = {
    recipient: 'Receiving',
    line1: 'Hauptstraße 1',
    city: 'Berlin',
    postalCode: '10115',
    countryCode: 'DE',
    phone: '+49 30 1234567',
  };
  const ids: string[] = [];
  for (const [kind, label] of [
    ['shipping', 'Lab'],
    ['billing', 'HQ'],
  ] as const) {
    const saved = await json<{ id: string }>(
      await page.request.post('/api/v1/addresses', {
        headers: origin(page),
        data: { ...address, kind, label },
      }),
      201,
    );
    ids.push(saved.id);
  }
  return { shippingId: ids[0]!, billingId: ids[1]! };
}

export async function shopPage(browser: Browser): Promise<{ page: Page; user: TestUser }> {
  const page = await (await browser.newContext()).newPage();
  const user = newUser('shop');
  await signUpAsStaff(page, user);
  return { page, user };
}

export async function act(page: Page, label: string, fields: Record<string, string> = {}) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const [name, value] of Object.entries(fields)) await dialog.getByLabel(name).fill(value);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The catalog id of the part with this number (staff). */
async function partIdOf(page: Page, partNumber: string): Promise<string> {
  const list = await json<{ items: { id: string; partNumber: string }[] }>(
    await page.request.get(`/api/v1/parts?q=${encodeURIComponent(partNumber)}`),
    200,
  );
  return list.items.find((p) => p.partNumber === partNumber)!.id;
}

/** A stock movement by staff (the ledger's API) of the part with this number, at its first location. */
export async function moveStock(
  page: Page,
  partNumber: string,
  kind: 'adjustment' | 'receipt',
  quantity: number,
): Promise<void> {
  const partId = await partIdOf(page, partNumber);
  const stock = await json<{ locations: { locationId: string }[] }>(
    await page.request.get(`/api/v1/parts/${partId}/stock`),
    200,
  );
  await json(
    await page.request.post('/api/v1/inventory/movements', {
      headers: origin(page),
      data: {
        kind,
        partId,
        locationId: stock.locations[0]!.locationId,
        quantity,
        reason: 'e2e: the stock an order flow needs',
        ...(kind === 'receipt' ? { reference: 'PO-E2E' } : {}),
      },
    }),
    201,
  );
}

/**
 * Receives what a solution needs of each part and is not available (staff): the browser suites share one
 * server and its catalog stock, so an order flow must not depend on what an earlier suite shipped.
 */
export async function stockFor(
  page: Page,
  parts: readonly { partNumber: string; need: number }[],
): Promise<void> {
  for (const p of parts) {
    const available = await availableOf(page, p.partNumber);
    if (available < p.need) await moveStock(page, p.partNumber, 'receipt', p.need - available);
  }
}

/** What of a part is on hand and not reserved, over every location (staff). */
export async function availableOf(page: Page, partNumber: string): Promise<number> {
  const partId = await partIdOf(page, partNumber);
  const stock = await json<{ total: { available: number } }>(
    await page.request.get(`/api/v1/parts/${partId}/stock`),
    200,
  );
  return stock.total.available;
}
