import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { createCompany, newUser, signUpAndConfirm, type TestUser } from './session';

/** The shared test boards (`/work/shared/testdata`, beside the repository). */
export const testdata = (relative: string): string =>
  fileURLToPath(new URL(`../../../shared/testdata/${relative}`, import.meta.url));

export const readTestdata = (relative: string): Buffer => readFileSync(testdata(relative));

/** A new user, confirmed and signed in, owner of a new company: a clean slate for one DUT flow. */
export async function signUpWithCompany(page: Page, prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  await signUpAndConfirm(page, user);
  await createCompany(page, `${user.name} Fixtures`);
  return user;
}

export interface UploadFile {
  name: string;
  buffer: Buffer;
}

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Creates a DUT through the API (as the signed-in user of the page); returns its id. */
export async function createDutByApi(page: Page, name: string, revision = 'A'): Promise<string> {
  const response = await page.request.post('/api/v1/duts', {
    headers: origin(page),
    data: { name, revision },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Uploads files to a DUT through the API (one multipart request, like the web app). */
export async function uploadByApi(page: Page, dutId: string, files: UploadFile[]): Promise<void> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.buffer)]), f.name);
  const response = await page.request.post(`/api/v1/duts/${dutId}/files`, {
    headers: origin(page),
    multipart: form,
  });
  expect(response.status()).toBe(201);
}

/** Waits until the DUT's import has settled and returns its status. */
export async function waitForImport(page: Page, dutId: string): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/duts/${dutId}`);
        status = ((await response.json()) as { status: string }).status;
        return status;
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toMatch(/^(ready|failed|empty)$/);
  return status;
}

/**
 * A new user and company with one DUT whose package is one board of the shared test data, imported;
 * returns the DUT's id.
 */
export async function dutFromTestdata(
  page: Page,
  dut: { prefix: string; name: string; revision?: string; file: string },
): Promise<string> {
  await signUpWithCompany(page, dut.prefix);
  const dutId = await createDutByApi(page, dut.name, dut.revision ?? 'A');
  await uploadByApi(page, dutId, [{ name: dut.file.split('/').pop()!, buffer: readTestdata(dut.file) }]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  return dutId;
}

/**
 * Saves a test config probing 24 candidates (T0, T3, … T69) from the bottom, located by a cradle, as
 * version 1 of the DUT; returns its id. The fixture flows' design on pic_programmer.
 */
export async function saveBottomProbes(page: Page, dutId: string): Promise<string> {
  const created = await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
    headers: origin(page),
    data: {
      name: 'Bottom probes',
      config: {
        testPoints: Array.from({ length: 24 }, (_, i) => ({ id: `T${i * 3}` })),
        probeSide: 'bottom',
        bothSides: false,
        locating: { method: 'cradle' },
        pressurePins: [],
        heightOverrides: {},
        fixture: { orientationDeg: 0, lidSwitch: true, signalInterface: 'hand-wired' },
        boardFeatures: [],
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
