// One word for one thing across the app's sections (spec §9 wording).
import { americanSpellings } from '@salon/shared/british-english';
import { describe, expect, it } from 'vitest';

const locales = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/locales/*.json', '../../components/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const shared = import.meta.glob<Record<string, unknown>>('../locales/**/*.json', { eager: true, import: 'default' });

/** Every string of the app in a language (sections and shared). */
function textsOf(lang: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
  };
  for (const [file, content] of Object.entries({ ...locales, ...shared }))
    if (file.endsWith(`/${lang}.json`)) walk(content);
  return out;
}

const frenchTexts = () => textsOf('fr');

/** Every string under a key named `key`, anywhere in the locale files of `lang`, with where it is. */
function valuesOf(lang: string, keys: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && keys.includes(key)) found.set(value, [...(found.get(value) ?? []), path + key]);
      else walk(value, `${path}${key}.`);
    }
  };
  for (const [file, content] of Object.entries(locales)) if (file.endsWith(`/${lang}.json`)) walk(content, `${file}:`);
  return found;
}

describe('wording', () => {
  it('names an executed booking with one term in each language', () => {
    const fr = valuesOf('fr', ['EXECUTED', 'executed']);
    const en = valuesOf('en', ['EXECUTED', 'executed']);
    expect([...fr.keys()]).toEqual(['Effectué']);
    expect([...en.keys()]).toEqual(['Completed']);
    expect([...valuesOf('de', ['EXECUTED', 'executed']).keys()]).toEqual(['Erledigt']);
    expect([...valuesOf('it', ['EXECUTED', 'executed']).keys()]).toEqual(['Eseguito']);
    // The sections that show a booking's status all say it.
    expect(en.get('Completed')!.length).toBeGreaterThanOrEqual(6);
  });

  it('speaks Swiss German and one word for one thing in German and Italian (docs/glossary.md)', () => {
    const texts = (lang: string) =>
      Object.entries(locales)
        .filter(([file]) => file.endsWith(`/${lang}.json`))
        .flatMap(([, content]) => JSON.stringify(content).match(/"[^"]*"/g) ?? []);
    const german = texts('de').join(' ');
    // A location is a Filiale, a no-show "nicht erschienen", an appointment a Termin (never "Standort", "Nichterscheinen").
    expect(german).not.toMatch(/Standort|Nichterscheinen|Friseur/);
    expect(german).toMatch(/Filiale/);
    const italian = texts('it').join(' ');
    // A service is a servizio, a location a sede (never "prestazione", "ubicazione").
    expect(italian).not.toMatch(/prestazion|ubicazion/i);
    expect(italian).toMatch(/sede/);
  });

  it('writes British English (colour, cancelled, centre, organise, licence, behaviour)', () => {
    const english = textsOf('en');
    expect(english.length).toBeGreaterThan(500);
    // The header's name in an API example is the protocol's, not a word of the text.
    const american = (text: string) => americanSpellings(text.replace(/Authorization: Bearer/g, ''));
    expect(english.flatMap(american)).toEqual([]);
  });

  it('calls going live "mode live" in French, never "mode en ligne"', () => {
    expect(frenchTexts().filter((x) => /mode en ligne/i.test(x))).toEqual([]);
  });

  it('calls an employee "Employé" in French, never "Collaborateur", and agrees toasts with their noun', () => {
    const texts = frenchTexts();
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((x) => /collaborat/i.test(x))).toEqual([]);
    // "ajouté(e)": each toast names its thing and agrees with it.
    expect(texts.filter((x) => /é\(e\)/.test(x))).toEqual([]);
    const services = Object.entries(locales).find(([f]) => f.includes('/services/locales/fr.json'))![1] as Record<
      string,
      Record<string, string>
    >;
    expect(services.toast!.added).toBe('Prestation « {{name}} » ajoutée.');
    expect(services.categoryToast!.added).toBe('Catégorie « {{name}} » ajoutée.');
  });
});
