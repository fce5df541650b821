import type { Page } from '@playwright/test';
import {
  startFakeModel,
  type FakeModel,
  type FakeModelRequest,
} from '../../src/server/testing/fake-model';
import { expect, test as base } from './fixtures';

/**
 * Specs that connect a model in Settings → AI model (decision 071) do it against the
 * OpenAI-compatible stand-in (src/server/testing/fake-model.ts), started on 127.0.0.1 for the
 * test: the e2e servers allow private model URLs.
 */
export type ModelOptions = {
  /** The structured answer every run gets (the connection test gets its `{ answer }`). */
  runAnswer: unknown;
  /** A pause between streamed chunks, for a spec that watches an answer arrive. */
  chunkDelayMs?: number;
};

/** The connection test asks for `{ answer }`; a run for its tool's schema. */
const answerFor = (runAnswer: unknown) => (request: FakeModelRequest) =>
  request.response_format?.json_schema?.schema?.properties &&
  'answer' in request.response_format.json_schema.schema.properties
    ? { answer: 'ok' }
    : runAnswer;

/** `test` with `model`: the stand-in answering as `test.use({ modelOptions })` says. */
export const test = base.extend<{ modelOptions: ModelOptions | undefined; model: FakeModel }>({
  modelOptions: [undefined, { option: true }],
  model: async ({ modelOptions }, use) => {
    if (!modelOptions) throw new Error('test.use({ modelOptions }) says what the model answers');
    const model = await startFakeModel({
      answer: answerFor(modelOptions.runAnswer),
      chunkDelayMs: modelOptions.chunkDelayMs,
    });
    await use(model);
    await model.close();
  },
});

/**
 * Connects `model` as the organization's model in Settings → AI model, as an owner does:
 * provider, model name, base URL and key; the connection tested first when asked; saved.
 */
export async function connectModel(
  page: Page,
  model: FakeModel,
  { name, key, testConnection = false }: { name: string; key: string; testConnection?: boolean },
) {
  if (new URL(page.url()).pathname !== '/settings/ai') await page.goto('/settings/ai');
  const section = page.getByRole('region', { name: 'AI model' });
  await section.getByLabel('Provider').selectOption('openai-compatible');
  await section.getByLabel('Model').fill(name);
  await section.getByLabel('Base URL').fill(model.baseUrl);
  await section.getByLabel('API key').fill(key);
  if (testConnection) {
    await section.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      section.getByText(`Connected: ${name} answered with structured output.`),
    ).toBeVisible();
  }
  await section.getByRole('button', { name: 'Save AI model' }).click();
  await expect(page.getByText('AI model saved')).toBeVisible();
  return section;
}

export { expect };
