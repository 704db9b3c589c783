import { expect, request as playwrightRequest, test } from '@playwright/test';
import { uploadByApi, waitForImport } from '../support/dut-session';
import { tomuWithBottomBed, tomuWithMovedFootprint } from '../support/tomu-revision';
import { everyLook, originOf, SHOTS_DIR, shoot } from '../support/shots';

// Fixture wear and the production lesson (issue 32 items 3 and 4) in real Chromium: a station with
// the seeded development kit FK-DEV-S (rated 1,000 cycles) runs 800 tomu-fpga boards, every tenth
// failing to contact TP1. With Settings → Test stations open, the 800th run brings the "maintenance
// due" notice live and the fixture into the maintenance-due list; then rev C of tomu, with TP1 moved
// 0.5 mm, shows in the revision compare that TP1's poor contact was acted on (moved).
test.setTimeout(420_000);

test('800 runs on a 1,000-cycle kit: maintenance due, live; the poor contact followed onto rev C', async ({
  page,
  baseURL,
}) => {
  const revA = await tomuWithBottomBed(page, 'wear');
  const created = await page.request.post(`/api/v1/duts/${revA}/test-strategies`, {
    headers: originOf(page),
    data: { name: 'Line test' },
  });
  expect(created.status()).toBe(201);
  const versionId = ((await created.json()) as { versions: { id: string }[] }).versions[0]!.id;
  const kits = (await (await page.request.get('/api/v1/parts?kind=fixture-kit&q=FK-DEV-S')).json()) as {
    items: { id: string; partNumber: string }[];
  };
  const kit = kits.items.find((p) => p.partNumber === 'FK-DEV-S')!;
  const station = await page.request.post('/api/v1/test-stations', {
    headers: originOf(page),
    data: { name: 'Line 1', fixtureSerial: 'FX-E2E', fixtureKitPartId: kit.id },
  });
  expect(station.status()).toBe(201);
  const token = ((await station.json()) as { token: string }).token;

  const line = await playwrightRequest.newContext({ baseURL });
  const start = Date.now() - 5 * 86_400_000;
  const upload = async (i: number) => {
    const contact = i % 10 === 0;
    const at = start + i * 60_000;
    const res = await line.post('/api/v1/results/runs', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        format: 'studio-test-run',
        version: 1,
        idempotencyKey: `wear-run-${i}`,
        serial: `TOMU-${i}`,
        strategyVersionId: versionId,
        startedAt: new Date(at).toISOString(),
        endedAt: new Date(at + 30_000).toISOString(),
        passed: !contact,
        steps: [
          {
            id: 'shorts',
            title: 'Shorts',
            passed: !contact,
            measurements: [
              {
                id: 'L1',
                label: 'GND to +3V3',
                value: contact ? null : 1e6,
                unit: 'Ω',
                low: 1000,
                high: null,
                passed: !contact,
                contact,
                probes: ['TP1', 'TP2'],
              },
            ],
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  for (let i = 1; i < 800; i++) await upload(i);

  await page.goto('/settings/stations');
  const wear = page.getByRole('table', { name: 'Fixture wear' });
  await expect(wear).toContainText('FX-E2E');
  await expect(wear).toContainText('799');
  // The 800th cycle of 1,000: the notice arrives live, once.
  await upload(800);
  await expect(page.getByText(/Fixture FX-E2E: maintenance due — 800 of 1,000 rated cycles/)).toBeVisible();
  const due = page.getByRole('list', { name: 'Maintenance due' });
  await expect(due).toContainText('FX-E2E: due — 200 cycles left of 1,000 (kit FK-DEV-S)');
  await expect(wear).toContainText('80.0 %');
  await expect(wear).toContainText(
    'Limited by kit FK-DEV-S; probes 250,000 (design not known: the catalog’s lowest-rated probe)',
  );
  await line.dispose();
  if (process.env.WEB_SHOTS) {
    await everyLook(page, async (look) => {
      await page.reload();
      await expect(page.getByRole('table', { name: 'Fixture wear' })).toBeVisible();
      await shoot(page, 'fixture-wear', look, page.getByRole('heading', { name: 'Fixture wear' }));
    });
  }

  // Rev C with TP1 moved: the compare says what became of rev B's poor contacts.
  const revision = await page.request.post(`/api/v1/duts/${revA}/revisions`, {
    headers: originOf(page),
    data: { revision: 'C' },
  });
  expect(revision.status()).toBe(201);
  const revC = ((await revision.json()) as { id: string }).id;
  await uploadByApi(page, revC, [
    { name: 'tomu-fpga.kicad_pcb', buffer: tomuWithMovedFootprint('TP1', 0.5) },
  ]);
  expect(await waitForImport(page, revC)).toBe('ready');
  await page.goto(`/dut/${revC}/compare`);
  const lessons = page.getByLabel('Poor contacts in production on rev A');
  await expect(lessons).toContainText(
    'TP1: poor contact in production (80 of 800 runs) — moved 0.5 mm on rev B',
    { timeout: 60_000 },
  );
  await expect(lessons).toContainText(
    'TP2: poor contact in production (80 of 800 runs) — unchanged on rev B',
  );
  if (process.env.WEB_SHOTS) {
    await everyLook(page, async (look) => {
      await page.reload();
      await expect(page.getByLabel('Poor contacts in production on rev A')).toBeVisible({ timeout: 60_000 });
      await shoot(
        page,
        'compare-poor-contacts',
        look,
        page.getByRole('heading', { name: 'Compare revisions' }),
      );
    });
    console.log(`shots in ${SHOTS_DIR}`);
  }
});
