// A fake OpenAI-compatible chat server for the browser flows (plain Node, 127.0.0.1 only). It plays a
// model that first searches the knowledge base with the user's question, then answers citing the
// first source; a question containing "slowly" is answered one word every 300 ms (for the Stop button).
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_LLM_PORT ?? 5999);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ error: { message: 'not found' } }));
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const question = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const toolResults = body.messages.filter((m) => m.role === 'tool');
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const send = (delta, finish = null) =>
    res.write(
      `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    );
  if (toolResults.length === 0 && body.tools?.length) {
    send({
      role: 'assistant',
      tool_calls: [
        {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: {
            name: 'search_knowledge',
            arguments: JSON.stringify({ query: question.replace(/slowly/gi, '') }),
          },
        },
      ],
    });
    send({}, 'tool_calls');
    return res.end('data: [DONE]\n\n');
  }
  const found = /n="(\d+)" source="([^"]*)"/.exec(toolResults.map((m) => m.content).join('\n'));
  const words = found
    ? `According to ${found[2]}, every rail is checked against its tolerance [${found[1]}].`.split(' ')
    : ['I', 'found', 'nothing', 'about', 'that.'];
  const slow = /slowly/i.test(question);
  for (const [i, word] of (slow
    ? [...words, ...Array.from({ length: 60 }, (_, k) => `more${k}`)]
    : words
  ).entries()) {
    if (res.destroyed) return;
    send({ role: 'assistant', content: (i === 0 ? '' : ' ') + word });
    await sleep(slow ? 300 : 30);
  }
  send({}, 'stop');
  res.end('data: [DONE]\n\n');
});
server.listen(port, '127.0.0.1', () => console.log(`fake LLM on ${port}`));
