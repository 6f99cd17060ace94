// The JSON Schemas in schemas/: what `npm run schemas` writes from the zod schemas, valid JSON Schema that the real
// files satisfy, and named by a yaml-language-server modeline in each YAML file they are for.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import fg from 'fast-glob';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { JSON_SCHEMAS, jsonSchemaText, SCHEMAS_DIR } from '../../scripts/json-schemas.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---/;

async function schemaOf(file: string): Promise<object> {
  return JSON.parse(await fs.readFile(path.join(repoRoot, SCHEMAS_DIR, file), 'utf8')) as object;
}

describe('the JSON Schemas of the YAML files', () => {
  test.each(JSON_SCHEMAS.map((entry) => [entry.file, entry] as const))('%s is what npm run schemas writes (run it after changing a zod schema)', async (file, entry) => {
    expect(await fs.readFile(path.join(repoRoot, SCHEMAS_DIR, file), 'utf8')).toBe(jsonSchemaText(entry));
  });

  test.each(JSON_SCHEMAS.filter((entry) => entry.for.length > 0).map((entry) => [entry.file, entry] as const))('%s accepts the real files and each names it in a modeline', async (file, entry) => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(await schemaOf(file));
    const files = await fg([...entry.for], { cwd: repoRoot });
    expect(files.length).toBeGreaterThan(0);
    for (const relative of files) {
      const text = await fs.readFile(path.join(repoRoot, relative), 'utf8');
      expect(validate(parse(text) ?? {}), `${relative}: ${JSON.stringify(validate.errors)}`).toBe(true);
      const target = /^# yaml-language-server: \$schema=(\S+)$/m.exec(text)?.[1];
      expect(target, `${relative} has no yaml-language-server modeline`).toBeDefined();
      expect(path.resolve(path.dirname(path.join(repoRoot, relative)), target!)).toBe(path.join(repoRoot, SCHEMAS_DIR, file));
    }
  });

  test('the front matter schemas accept every page\'s and every post\'s front matter', async () => {
    const pages = new Ajv({ strict: false }).compile(await schemaOf('front-matter.schema.json'));
    const posts = new Ajv({ strict: false }).compile(await schemaOf('blog-front-matter.schema.json'));
    const files = await fg(['content/**/*.md'], { cwd: repoRoot });
    for (const relative of files) {
      const yamlText = FENCE.exec(await fs.readFile(path.join(repoRoot, relative), 'utf8'))?.[1];
      if (yamlText === undefined) continue;
      const validate = relative.startsWith('content/blog/') ? posts : pages;
      expect(validate(parse(yamlText) ?? {}), `${relative}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  test('a mistake the build rejects is rejected by the schema too: an unknown key, a value of the wrong type', async () => {
    const validate = new Ajv({ strict: false }).compile(await schemaOf('site-config.schema.json'));
    const config = parse(await fs.readFile(path.join(repoRoot, 'content/site.config.yaml'), 'utf8')) as Record<string, unknown>;
    expect(validate(config)).toBe(true);
    expect(validate({ ...config, titel: 'x' })).toBe(false);
    expect(validate({ ...config, title: 3 })).toBe(false);
  });
});
