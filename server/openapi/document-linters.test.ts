import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, loadConfig } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { spectralRuleset } from './spectral-ruleset.ts';

/** The served OpenAPI document held to the two linters integrators use, with the committed rulesets. */
let t: TestApp;
let served: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { OUTBOX_ENABLED: 'true' } });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  served = response.body;
});
afterAll(() => t.close());

const redoclyConfig = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

describe('the OpenAPI document', () => {
  it("passes Spectral's spectral:oas with no error or warning", async () => {
    const spectral = new Spectral();
    spectral.setRuleset(spectralRuleset as never);
    const results = await spectral.run(new Document(served, Json, 'openapi.json'));
    // Severity 0 is an error, 1 a warning.
    const problems = results.filter((result) => result.severity <= 1).map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(problems).toEqual([]);
  });

  it("passes Redocly's recommended lint with no error or warning", async () => {
    const problems = await lintFromString({ source: served, absoluteRef: 'openapi.json', config: await loadConfig({ configPath: redoclyConfig }) });
    expect(problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  });

  it('is linted for real: a broken document fails both linters', async () => {
    const broken = JSON.stringify({ ...JSON.parse(served), paths: { '/x': { get: { parameters: [{ in: 'query', name: 'a', schema: 'object' }], responses: {} } } } });
    const spectral = new Spectral();
    spectral.setRuleset(spectralRuleset as never);
    expect((await spectral.run(new Document(broken, Json, 'openapi.json'))).filter((result) => result.severity === 0)).not.toEqual([]);
    const problems = await lintFromString({ source: broken, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    expect(problems.filter((problem) => problem.severity === 'error')).not.toEqual([]);
  });
});
