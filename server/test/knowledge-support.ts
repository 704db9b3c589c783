import { type UploadFile, multipartBody, rawRequest } from './duts-support';
import type { Agent } from './helpers/harness';

// Shared by the knowledge*.test.ts and chat*.test.ts suites: document uploads and waiting for them.

export function uploadDocuments(agent: Agent, files: UploadFile[]) {
  const { body, contentType } = multipartBody(files);
  return rawRequest(agent, 'POST', '/api/v1/knowledge/documents', {
    headers: { 'content-type': contentType },
    body,
  });
}

/** Polls a document until it is ready or failed; gives up after ~60 s. */
export async function waitForDocument(agent: Agent, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await agent.get(`/api/v1/knowledge/documents/${id}`);
    if (res.status !== 200) throw new Error(`GET document: ${res.status}`);
    if (res.body.status === 'ready' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the document was not indexed in time');
}

/** Uploads documents and waits until every one is ready (throws naming a failed one). */
export async function indexedDocuments(agent: Agent, files: UploadFile[]) {
  const res = await uploadDocuments(agent, files);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  const documents = [];
  for (const d of res.body.documents) {
    const done = await waitForDocument(agent, d.id);
    if (done.status !== 'ready') throw new Error(`${done.name} failed: ${done.error}`);
    documents.push(done);
  }
  return documents as { id: string; name: string }[];
}

export const TEST_SPEC_MD = `# ACME controller test specification

Scope: the ACME-CTRL-0042B controller board, revision C.

## Power

### Rail tolerances

Every power rail is measured against its nominal voltage. The tolerance is plus or minus 5 % for
rails above 3 V and plus or minus 50 mV for rails below 3 V. A rail outside its tolerance fails the
board.

### Sequencing

The 3V3 rail must come up before VDD_CORE; the sequencing check measures the delay between them.

### Regulators

The 3V3 rail comes from an LM1117MPX-3.3 low-dropout regulator fed from VBUS.

## Probes

Use probe P100-FC-4 (crown tip) on the through-hole test points and P75-SP-2 on the vias.

## Clocks

The 12 MHz crystal is checked with a frequency counter on TP12.
`;

export const PARTS_CSV = `Part number,Description,Pitch
P100-FC-4,Probe crown 100 mil,2.54
P75-SP-2,Probe spear 75 mil,1.91
R100-2W,Receptacle wire wrap 100 mil,2.54
ACME-CTRL-0042B,Controller board,
`;

export const SAFETY_HTML = `<html><body><h1>Lab safety</h1><p>Wear safety glasses in the fixture room.
Keep the pneumatic press guarded.</p><h2>Power</h2><p>Never probe a powered board with bare hands.</p></body></html>`;

/** Starts a conversation, asks a question and waits for the whole answer. */
export async function ask(agent: Agent, question: string, conversationId?: string) {
  const id = conversationId ?? (await agent.post('/api/v1/chat/conversations', {})).body.id;
  const sent = await agent.post(`/api/v1/chat/conversations/${id}/messages`, { content: question });
  if (sent.status !== 202) throw new Error(`ask: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { conversationId: id as string, sent: sent.body, answer: await waitForAnswer(agent, id) };
}

/** Polls a conversation until its last answer is no longer being written; answers that message. */
export async function waitForAnswer(agent: Agent, conversationId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await agent.get(`/api/v1/chat/conversations/${conversationId}`);
    if (res.status !== 200) throw new Error(`GET conversation: ${res.status}`);
    const last = res.body.messages.at(-1);
    if (last && last.role === 'assistant' && last.status !== 'streaming') return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the answer did not finish');
}
