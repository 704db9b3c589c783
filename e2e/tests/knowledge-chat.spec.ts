import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LLM_STUDIO_PORT } from '../playwright.config';
import { realDocument } from '../support/documents';
import { dataDir, waitForMailLink } from '../support/outbox';
import { createCompany, newUser, signUpAndConfirm } from '../support/session';

// The knowledge base and the assistant (issue #18) as an engineer uses them: drop a PDF and a DOCX,
// watch them become ready, search, open the passage; ask the assistant without a model (search
// results, labelled) and, on a second Studio wired to a fake OpenAI-compatible model, with one
// (streamed, cited, stoppable); follow citations to the passage. The files are ones LibreOffice
// wrote: a three-page fixture test specification and an excerpt of the US Constitution.

const PDF = 'fixture-test-spec.pdf';
const DOCX = 'constitution-excerpt.docx';

async function uploadBoth(page: Page) {
  await page.goto('/knowledge-management/upload');
  await page.getByLabel('Choose documents').setInputFiles([
    { name: PDF, mimeType: 'application/pdf', buffer: realDocument(PDF) },
    {
      name: DOCX,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: realDocument(DOCX),
    },
  ]);
  for (const name of [PDF, DOCX]) {
    const row = page.locator(`[data-upload="${name}"]`);
    await expect(row.locator('[data-status="ready"]')).toBeVisible({ timeout: 60_000 });
  }
  await expect(page.locator(`[data-upload="${PDF}"]`)).toContainText('3 pages');
}

test('documents become ready, are found, and the assistant answers from them without a model', async ({
  page,
}) => {
  const user = newUser('kb');
  await signUpAndConfirm(page, user);
  await createCompany(page, 'Knowledge Works');

  await page.goto('/knowledge-management');
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add documents' }).first().click();
  await expect(page).toHaveURL(/\/knowledge-management\/upload$/);
  await uploadBoth(page);

  // Search, then open the passage in the preview.
  await page.goto('/knowledge-management/documents');
  await expect(page.locator(`[data-document="${PDF}"]`).first()).toBeVisible();
  await page.getByLabel('Search the documents').fill('rail tolerance');
  const hit = page.locator(`[data-hit="${PDF}"]`).first();
  await expect(hit).toContainText('page 1');
  await expect(hit.locator('mark').first()).toBeVisible();
  await hit.getByRole('link', { name: PDF }).click();
  await expect(page).toHaveURL(/\/knowledge-management\/documents\/[0-9a-f-]{36}\?passage=/);
  const selected = page.locator('[data-selected="true"]');
  await expect(selected).toContainText('A rail passes when its voltage lies within its tolerance');
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();

  // The assistant without a model: search results, labelled, with citations that lead back.
  await page.goto('/chat');
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByText('No language model is configured').first()).toBeVisible();
  await page.getByLabel('Your question').fill('What is the rail tolerance?');
  await page.getByLabel('Your question').press('Enter');
  const answer = page.locator('[data-role="assistant"][data-status="done"]');
  await expect(answer).toContainText('No language model is configured', { timeout: 20_000 });
  await answer.getByRole('list', { name: 'Sources' }).getByRole('link', { name: PDF }).first().click();
  await expect(page).toHaveURL(/\/knowledge-management\/documents\/[0-9a-f-]{36}\?passage=/);
  await expect(page.locator('[data-selected="true"]')).toContainText('tolerance');
});

/** A signed-in owner of a new company on the Studio that has a (fake) model. */
async function ownerOnModelStudio(browser: Browser) {
  const base = `http://127.0.0.1:${LLM_STUDIO_PORT}`;
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const user = newUser('llm');
  const headers = { Origin: base };
  expect((await page.request.post('/api/auth/sign-up/email', { headers, data: user })).ok()).toBe(true);
  const link = new URL(
    await waitForMailLink(user.email, 'verify-email', 10_000, path.join(`${dataDir}-llm`, 'outbox')),
  );
  await page.request.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
  expect(
    (await page.request.post('/api/v1/companies', { headers, data: { name: 'Model Works' } })).status(),
  ).toBe(201);
  return { context, page };
}

test('with a model, the answer streams in, cites the passage, and can be stopped', async ({ browser }) => {
  const { context, page } = await ownerOnModelStudio(browser);
  await uploadBoth(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(page.getByText('No language model is configured')).toHaveCount(0);
  const question = page.getByLabel('Your question');
  await question.fill('What does the spec say about rail tolerance?');
  await question.press('Enter');
  const answer = page.locator('[data-role="assistant"][data-status="done"]').last();
  await expect(answer).toContainText(`According to ${PDF}`, { timeout: 20_000 });
  await expect(answer).toContainText('Written by fake-e2e-model');
  // "[1]" in the text links to its source; the source links to the passage.
  await answer.getByRole('link', { name: '[1]' }).first().click();
  await answer.getByRole('list', { name: 'Sources' }).getByRole('link', { name: PDF }).click();
  await expect(page.locator('[data-selected="true"]')).toContainText('tolerance');

  // A slow answer, stopped: the words so far stay, marked stopped.
  await page.goBack();
  await question.fill('Tell me slowly about the rail tolerance');
  await question.press('Enter');
  const writing = page.locator('[data-role="assistant"][data-status="streaming"]');
  await expect(writing).toContainText('According', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  const stopped = page.locator('[data-role="assistant"][data-status="stopped"]');
  await expect(stopped).toContainText('Stopped.');
  await expect(stopped).not.toContainText('more59');
  await context.close();
});
