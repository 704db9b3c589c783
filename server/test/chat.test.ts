import type { LiveEvent } from '@studio/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, until } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { ask, indexedDocuments, PARTS_CSV, TEST_SPEC_MD } from './knowledge-support';
import { draftInput, orderableTomu } from './solutions-support';

// The chat assistant without a language model (issue #18): conversations are the user's own; an
// answer is what search found — passages and the company's records — labelled as such, with
// citations; it streams over the live connection to that user only; other companies' data never
// appears.

describe.each(databases)('chat without a model on $name', (database) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;
  const events: LiveEvent[] = [];

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    t.app.deps.bus.subscribe((e) => events.push(e));
    a = await ownerWithCompany(t, 'chat-a');
    b = await ownerWithCompany(t, 'chat-b');
    await indexedDocuments(a.agent, [
      { name: 'test-spec.md', bytes: TEST_SPEC_MD },
      { name: 'parts.csv', bytes: PARTS_CSV },
    ]);
    await createDut(a.agent, { name: 'ACME controller', partNumber: 'ACME-CTRL-0042B', revision: 'C' });
    await createDut(b.agent, { name: 'Quokka controller', partNumber: 'QK-7', revision: 'A' });
    await indexedDocuments(b.agent, [
      { name: 'b-spec.md', bytes: '# B spec\n\nThe rail tolerance of B is secret.' },
    ]);
  });
  afterAll(() => t?.close());

  it('says the status: no model, no embeddings', async () => {
    expect((await a.agent.get('/api/v1/chat/status')).body).toEqual({ model: null, embeddings: false });
  });

  it("lists the company's orders a question asks about, and never another company's", async () => {
    const tomu = await orderableTomu(a.agent);
    const draft = (
      await a.agent.post('/api/v1/test-solutions', draftInput(tomu, { title: 'Line 5 fixture' }))
    ).body;
    const order = (await a.agent.post(`/api/v1/test-solutions/${draft.id}/submit`, { poNumber: 'PO-1' }))
      .body;
    const { answer } = await ask(a.agent, 'Where is the Line 5 fixture?');
    const cited = answer.citations.find((c: { recordType?: string }) => c.recordType === 'order');
    expect(cited).toMatchObject({ id: order.id, href: `/delivery-orders/${order.id}` });
    expect(answer.content).toContain(
      `- Order **${order.number}** Line 5 fixture (ECC83 preamp): **Submitted**, quantity 1, `,
    );
    // A question about orders that names none lists the latest; company B has none, and sees none of A's.
    const mine = await ask(a.agent, 'What is the status of our orders?');
    expect(mine.answer.citations.some((c: { id?: string }) => c.id === order.id)).toBe(true);
    const theirs = await ask(b.agent, 'What is the status of our orders? Line 5 fixture');
    expect(JSON.stringify(theirs.answer)).not.toContain(order.number);
    expect(theirs.answer.citations.some((c: { recordType?: string }) => c.recordType === 'order')).toBe(
      false,
    );
  }, 120_000);

  it('answers from search, labelled, citing passages and records, streamed to the asker', async () => {
    const { conversationId, sent, answer } = await ask(
      a.agent,
      'What does our test spec say about rail tolerances on the ACME controller?',
    );
    expect(sent.answer.status).toBe('streaming');
    expect(answer.status).toBe('done');
    expect(answer.model).toBeNull();
    expect(answer.content).toMatch(
      /^\*\*No language model is configured\*\*: this answer is what search found/,
    );
    const passage = answer.citations.find((c: { kind: string }) => c.kind === 'passage');
    expect(passage).toMatchObject({
      documentName: 'test-spec.md',
      heading: 'ACME controller test specification › Power › Rail tolerances',
    });
    expect(answer.content).toContain(`[${passage.n}]`);
    const dut = answer.citations.find((c: { kind: string }) => c.kind === 'record');
    expect(dut).toMatchObject({ recordType: 'dut', label: 'ACME controller rev C' });
    expect(dut.href).toMatch(/^\/dut\/[0-9a-f-]{36}$/);
    // Nothing of company B.
    expect(JSON.stringify(answer)).not.toMatch(/Quokka|secret|b-spec/);
    // Streamed to the asker only: chat events name the user, never the company.
    // On PostgreSQL events come back through LISTEN/NOTIFY, a little after the answer was saved.
    await until(
      async () => events.some((e) => e.type === 'chat.message' && e.messageId === answer.id),
      'the chat.message event',
    );
    const mine = events.filter(
      (e) => e.type.startsWith('chat.') && 'conversationId' in e && e.conversationId === conversationId,
    );
    expect(mine.some((e) => e.type === 'chat.delta')).toBe(true);
    expect(mine.every((e) => 'userId' in e && e.userId === a.userId && !('companyId' in e))).toBe(true);
    expect(mine.at(-1)).toMatchObject({ type: 'chat.message', status: 'done', messageId: answer.id });
    // The conversation took its title from the question.
    const list = (await a.agent.get('/api/v1/chat/conversations')).body.items;
    expect(list[0]).toMatchObject({
      id: conversationId,
      title: 'What does our test spec say about rail tolerances on the…',
    });
  });

  it('answers a question with a 300-character token, odd characters or 8000 characters', async () => {
    for (const q of [
      `What about ${'A1'.repeat(150)} on the board?`,
      "Tolérance µm Ω? ∑∫ 🙂 -- --- /// ¿¡ “quotes” <b>tags</b> \\ ' %_",
      `rail tolerance ${'why '.repeat(1990)}`,
    ]) {
      const { answer } = await ask(a.agent, q);
      expect(answer.status, q.slice(0, 40)).toBe('done');
    }
  });

  it('says when nothing matches', async () => {
    const { answer } = await ask(a.agent, 'zxqv wobble');
    expect(answer.content).toContain('Your documents do not answer this question.');
    expect(answer.content).toContain('No DUT, report, part or order matches it either.');
    expect(answer.citations).toEqual([]);
  });

  it("keeps conversations to their user: list, rename, delete; another member's or company's are not found", async () => {
    const { conversationId } = await ask(a.agent, 'P100-FC-4');
    const colleague = await addMember(t, a.agent, 'chat-viewer', 'viewer');
    expect((await colleague.agent.get('/api/v1/chat/conversations')).body.items).toEqual([]);
    expect((await colleague.agent.get(`/api/v1/chat/conversations/${conversationId}`)).status).toBe(404);
    expect((await b.agent.get(`/api/v1/chat/conversations/${conversationId}`)).status).toBe(404);
    expect(
      (await b.agent.post(`/api/v1/chat/conversations/${conversationId}/messages`, { content: 'hi' })).status,
    ).toBe(404);
    // A viewer may chat (the assistant reads what a viewer may read).
    const viewerAnswer = await ask(colleague.agent, 'P100-FC-4');
    expect(viewerAnswer.answer.status).toBe('done');
    const renamed = await a.agent.patch(`/api/v1/chat/conversations/${conversationId}`, {
      title: 'Probe question',
    });
    expect(renamed.body.title).toBe('Probe question');
    expect((await a.agent.patch(`/api/v1/chat/conversations/${conversationId}`, { title: ' ' })).status).toBe(
      400,
    );
    expect((await a.agent.delete(`/api/v1/chat/conversations/${conversationId}`)).status).toBe(204);
    expect((await a.agent.get(`/api/v1/chat/conversations/${conversationId}`)).status).toBe(404);
  });

  it('refuses an empty question', async () => {
    const id = (await a.agent.post('/api/v1/chat/conversations', { title: 'Empty' })).body.id;
    const res = await a.agent.post(`/api/v1/chat/conversations/${id}/messages`, { content: '   ' });
    expect(res.status).toBe(400);
  });
});
