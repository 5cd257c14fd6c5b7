// The English texts of the server (error messages, e-mails, text messages) are British English,
// like the web app's (web/src/lib/__tests__/wording.test.ts): colour, cancelled, centre, organise.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { americanSpellings } from '@salon/shared/british-english';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === '__tests__' ? [] : messageFiles(path);
    return entry.name.endsWith('.messages.ts') ? [path] : [];
  });
}

/** The `en:` texts of a messages file. */
function englishTexts(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  return [...source.matchAll(/\ben:\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g)].map((match) => match[2]!);
}

describe('English texts of the server', () => {
  it('are British English', () => {
    const files = messageFiles(root);
    expect(files.length).toBeGreaterThan(20);
    const texts = files.flatMap(englishTexts);
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.flatMap(americanSpellings)).toEqual([]);
  });
});
