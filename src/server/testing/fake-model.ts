/**
 * A local OpenAI-compatible model server (node:http on 127.0.0.1:0) for the model-path
 * tests (and the e2e specs), and a test app whose LLM config points at it. It speaks the chat-completions
 * protocol, streamed (SSE chunks) and as one JSON answer, and can fail the ways providers do.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../config';
import type { Logger } from '../lib/logger';

/**
 * `ok` answers; the others fail: never answer, HTTP 500/401/404, a 400 refusing a JSON schema
 * (`no_schema`, as servers without structured output do), broken JSON, a cut stream.
 */
export type FakeModelMode =
  'ok' | 'hang' | 'http500' | 'http401' | 'http404' | 'no_schema' | 'malformed' | 'cut';

export type FakeModelRequest = {
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  model?: string;
  response_format?: { type: string; json_schema?: { schema?: { properties?: object } } };
  messages: { role: string; content: unknown }[];
};

export type FakeAnthropicRequest = {
  model: string;
  stream?: boolean;
  system?: unknown;
  messages: { role: string; content: unknown }[];
  tools?: { name: string }[];
};

export type FakeModelOptions = {
  /** The structured answer (JSON-encoded); a function is read at each request, given its body. */
  answer: unknown | ((request: FakeModelRequest) => unknown);
  /**
   * The prose reply to a request that asks for no JSON schema (a conversation, the run's
   * opening words). Without it every request gets the structured answer.
   */
  text?: string;
  /** The API key quoted back in the 401 answer, as providers do. */
  leakyKey?: string;
  /** A pause between streamed chunks, for a test that watches an answer arrive. */
  chunkDelayMs?: number;
};

export const FAKE_MODEL = 'test-model';
/** The tokens every answer reports: what AI usage records for each call. */
export const FAKE_USAGE = { prompt_tokens: 1234, completion_tokens: 567 };

function chunk(content: string | null, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: FAKE_MODEL,
    choices: [
      {
        index: 0,
        delta: content === null ? {} : { role: 'assistant', content },
        finish_reason: finish,
      },
    ],
  })}\n\n`;
}

export async function startFakeModel(options: FakeModelOptions) {
  const state = {
    mode: 'ok' as FakeModelMode,
    requests: [] as FakeModelRequest[],
    headers: [] as http.IncomingHttpHeaders[],
  };
  const structured = (body: FakeModelRequest) =>
    JSON.stringify(
      typeof options.answer === 'function'
        ? (options.answer as (request: FakeModelRequest) => unknown)(body)
        : options.answer,
    );

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw) as FakeModelRequest;
      state.requests.push(body);
      state.headers.push(req.headers);
      const content =
        options.text === undefined || body.response_format?.type === 'json_schema'
          ? structured(body)
          : options.text;
      const mode = state.mode;
      if (mode === 'hang') return; // never answers: the run must time out
      if (mode === 'http401') {
        // What providers really answer: their own JSON, quoting the key and a URL.
        const key = options.leakyKey ?? 'test-key';
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: `Incorrect API key provided: ${key}. See https://platform.example.com/account/api-keys?key=${key}`,
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      if (mode === 'http404') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: `The model \`${body.model}\` does not exist`,
              code: 'model_not_found',
            },
          }),
        );
        return;
      }
      if (mode === 'no_schema' && body.response_format?.type === 'json_schema') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: "response_format 'json_schema' is not supported" } }),
        );
        return;
      }
      if (mode === 'http500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
        return;
      }
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: FAKE_MODEL,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: {
              ...FAKE_USAGE,
              total_tokens: FAKE_USAGE.prompt_tokens + FAKE_USAGE.completion_tokens,
            },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const text =
        mode === 'malformed' ? '{"summary": "Harbor Roasters", "strengths": [ oops' : content;
      const pieces = text.match(/.{1,40}/gs) ?? [text];
      if (mode === 'cut') {
        res.write(chunk(pieces[0]!));
        res.write(chunk(pieces[1]!));
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      const finish = () => {
        res.write(chunk(null, 'stop'));
        // As OpenAI does when asked (stream_options.include_usage): a last chunk with the tokens.
        if (body.stream_options?.include_usage)
          res.write(
            `data: ${JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion.chunk',
              created: 1,
              model: FAKE_MODEL,
              choices: [],
              usage: {
                ...FAKE_USAGE,
                total_tokens: FAKE_USAGE.prompt_tokens + FAKE_USAGE.completion_tokens,
              },
            })}\n\n`,
          );
        res.end('data: [DONE]\n\n');
      };
      void (async () => {
        for (const piece of pieces) {
          res.write(chunk(piece));
          if (options.chunkDelayMs)
            await new Promise((resolve) => setTimeout(resolve, options.chunkDelayMs));
        }
        finish();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Every request body received, oldest first. */
    get requests() {
      return state.requests;
    },
    /** Every request's headers, oldest first (authorization carries the key). */
    get headers() {
      return state.headers;
    },
    /** The messages of every request so far, each JSON-encoded. */
    prompts: () => state.requests.map((r) => JSON.stringify(r.messages)),
    /** The messages of the latest request, JSON-encoded. */
    lastPrompt: () => JSON.stringify(state.requests.at(-1)!.messages),
    setMode(mode: FakeModelMode) {
      state.mode = mode;
    },
    /** Back to answering, with no requests recorded. */
    reset() {
      state.mode = 'ok';
      state.requests = [];
      state.headers = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;

/**
 * A fake model and a test app on the model path pointing at it (no retries). `close` closes
 * both.
 */
export async function createModelTestApp(
  options: FakeModelOptions & { timeoutMs?: number; config?: Partial<Config>; logger?: Logger },
) {
  const { timeoutMs = 5000, config, logger, ...modelOptions } = options;
  const model = await startFakeModel(modelOptions);
  const base = loadConfig({ PORT: '3000', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
  // Loaded here, not at the top: the e2e specs start this file's stand-ins outside Vitest.
  const { createTestApp } = await import('./test-app');
  const t = await createTestApp(
    {
      ...config,
      llm: {
        provider: 'openai-compatible',
        model: FAKE_MODEL,
        baseUrl: model.baseUrl,
        apiKey: 'test-key',
        timeoutMs,
        maxRetries: 0,
      },
      rateLimits: base.rateLimits,
    },
    { logger },
  );
  return {
    t,
    model,
    async close() {
      await t.close();
      await model.close();
    },
  };
}

/** Anthropic's server-sent events for one answer: a `json` tool call or a text block. */
function anthropicEvents(model: string, answer: string, asTool: boolean): string {
  const event = (type: string, data: object) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const pieces = answer.match(/.{1,40}/gs) ?? [answer];
  return [
    event('message_start', {
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 12, output_tokens: 1 },
      },
    }),
    event('content_block_start', {
      index: 0,
      content_block: asTool
        ? { type: 'tool_use', id: 'toolu_1', name: 'json', input: {} }
        : { type: 'text', text: '' },
    }),
    ...pieces.map((piece) =>
      event('content_block_delta', {
        index: 0,
        delta: asTool
          ? { type: 'input_json_delta', partial_json: piece }
          : { type: 'text_delta', text: piece },
      }),
    ),
    event('content_block_stop', { index: 0 }),
    event('message_delta', {
      delta: { stop_reason: asTool ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 6 },
    }),
    event('message_stop', {}),
  ].join('');
}

/**
 * A local stand-in for Anthropic's messages API (POST /v1/messages, one JSON answer, or its
 * server-sent events when the request streams): the structured answer as the `json` tool's
 * input when the request offers that tool (how the AI SDK asks for structured output),
 * otherwise as text. `http401` answers as Anthropic does.
 */
export async function startFakeAnthropic(options: {
  answer: unknown | ((request: FakeAnthropicRequest) => unknown);
}) {
  const state = {
    mode: 'ok' as 'ok' | 'http401',
    headers: [] as http.IncomingHttpHeaders[],
    requests: [] as FakeAnthropicRequest[],
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw) as FakeAnthropicRequest;
      state.headers.push(req.headers);
      state.requests.push(body);
      const answer =
        typeof options.answer === 'function'
          ? (options.answer as (request: FakeAnthropicRequest) => unknown)(body)
          : options.answer;
      if (state.mode === 'http401') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'authentication_error', message: 'invalid x-api-key' },
          }),
        );
        return;
      }
      const tool = body.tools?.find((t) => t.name === 'json');
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(anthropicEvents(body.model, JSON.stringify(answer), Boolean(tool)));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: tool
            ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: answer }]
            : [{ type: 'text', text: JSON.stringify(answer) }],
          stop_reason: tool ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 12, output_tokens: 6 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get headers() {
      return state.headers;
    },
    /** Every request body received, oldest first. */
    get requests() {
      return state.requests;
    },
    setMode(mode: 'ok' | 'http401') {
      state.mode = mode;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
