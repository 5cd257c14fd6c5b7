// Every text of the product exists in every language, with the keys and placeholders of French: the web
// app's locale files (each `locales/` folder holds one JSON file per language), the server's catalogs (each
// defineMessages of the gateway) and the shared package's (@salon/shared). A missing key, an extra one, a
// language file too many or too few, a placeholder lost in translation, or a German ß fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@salon/shared';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { Language } from '../../generated/prisma/enums.ts';
import { declaredCatalogs } from '../../lib/i18n.ts';
import { repoRoot } from '../gateway-process.ts';

type Json = { [key: string]: Json } | string;

function walk(dir: string, keep: (file: string) => boolean, skip = ['node_modules', 'generated', 'gql']): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : walk(full, keep, skip);
    return keep(full) ? [full] : [];
  });
}

/** "a.b.c" → text, for every leaf of a locale file. */
function flatten(value: Json, prefix = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...flatten(child, prefix ? `${prefix}.${key}` : key)]),
  );
}

/** The placeholders of a text: i18next's {{name}} (with its format) and the server's {name}. */
const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)[^}]*\}?\}/g)].map((m) => m[1]).sort();

/** Swiss German writes ss, never ß (docs/glossary.md). */
const swissProblem = (lang: string, text: string) =>
  lang === 'de' && text.includes('ß') ? ' writes ß (Swiss German: ss)' : '';

/** The differences of one text in every language with its French: missing, empty, or other placeholders. */
function textProblems(where: string, texts: Partial<Record<string, unknown>>): string[] {
  const french = texts[DEFAULT_LANGUAGE];
  const problems = Object.keys(texts)
    .filter((lang) => !(LANGUAGES as readonly string[]).includes(lang))
    .map((lang) => `${where}: unknown language ${lang}`);
  for (const lang of LANGUAGES) {
    const text = texts[lang];
    if (typeof text !== 'string' || !text.trim()) problems.push(`${where}: no ${lang} text`);
    else if (swissProblem(lang, text)) problems.push(`${where}:${swissProblem(lang, text)}`);
    else if (typeof french === 'string' && placeholders(text).join() !== placeholders(french).join())
      problems.push(`${where}: ${lang} placeholders ${placeholders(text)} differ from fr ${placeholders(french)}`);
  }
  return problems;
}

describe('every text in every language', () => {
  it('the database, the schema and the catalogs know the same closed list of languages', () => {
    expect(Object.values(Language).sort()).toEqual([...LANGUAGES].sort());
  });

  it("web: each locale folder has one file per language, with exactly French's keys and placeholders", () => {
    const folders = [
      ...new Set(
        walk(path.join(repoRoot, 'web/src'), (f) => path.basename(f) === 'fr.json' && f.includes('locales')).map(
          path.dirname,
        ),
      ),
    ];
    expect(folders.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const folder of folders) {
      const where = path.relative(repoRoot, folder);
      const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
      expect(files.sort(), where).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
      const read = (lang: string) => flatten(JSON.parse(readFileSync(path.join(folder, `${lang}.json`), 'utf8')));
      const french = read(DEFAULT_LANGUAGE);
      for (const lang of LANGUAGES) {
        const texts = read(lang);
        for (const key of french.keys()) if (!texts.has(key)) problems.push(`${where}/${lang}.json: missing ${key}`);
        for (const [key, text] of texts) {
          if (!french.has(key)) problems.push(`${where}/${lang}.json: ${key} is not in fr.json`);
          else if (!text.trim()) problems.push(`${where}/${lang}.json: ${key} is empty`);
          else if (swissProblem(lang, text)) problems.push(`${where}/${lang}.json: ${key}${swissProblem(lang, text)}`);
          else if (placeholders(text).join() !== placeholders(french.get(key)!).join())
            problems.push(`${where}/${lang}.json: ${key} has other placeholders than French`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('server: every catalog of the gateway has each text in every language, with the placeholders of French', async () => {
    const sources = walk(
      path.join(repoRoot, 'gateway/src'),
      (f) => f.endsWith('.ts') && !f.includes('__tests__') && readFileSync(f, 'utf8').includes('defineMessages('),
    );
    expect(sources.length).toBeGreaterThan(25);
    for (const file of sources) await import(file);
    const catalogs = declaredCatalogs();
    expect(catalogs.length).toBeGreaterThanOrEqual(sources.length - 1);
    const problems = catalogs.flatMap((catalog, i) =>
      Object.entries(catalog).flatMap(([key, texts]) => textProblems(`catalog ${i} ${key}`, texts)),
    );
    expect(problems).toEqual([]);
  });

  it('shared: every catalog of @salon/shared has each text in every language', () => {
    const isTexts = (v: unknown): v is Record<string, unknown> =>
      typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)[DEFAULT_LANGUAGE] === 'string';
    const problems: string[] = [];
    let found = 0;
    for (const [name, value] of Object.entries(shared)) {
      if (isTexts(value)) {
        found++;
        problems.push(...textProblems(name, value));
      } else if (typeof value === 'object' && value !== null && Object.values(value).some(isTexts)) {
        found++;
        for (const [key, texts] of Object.entries(value)) problems.push(...textProblems(`${name}.${key}`, texts));
      }
    }
    expect(found).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });
});
