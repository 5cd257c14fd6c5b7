// One word for one thing across the app's sections (spec §9 wording).
import { describe, expect, it } from 'vitest';

const locales = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/locales/{fr,en}.json', '../../components/*/locales/{fr,en}.json'],
  {
    eager: true,
    import: 'default',
  },
);
const shared = import.meta.glob<Record<string, unknown>>('../locales/**/fr.json', { eager: true, import: 'default' });

/** Every French string of the app (sections and shared). */
function frenchTexts(): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
  };
  for (const [file, content] of Object.entries({ ...locales, ...shared })) if (file.endsWith('/fr.json')) walk(content);
  return out;
}

/** Every string under a key named `key`, anywhere in the locale files of `lang`, with where it is. */
function valuesOf(lang: 'fr' | 'en', keys: readonly string[]): Map<string, string[]> {
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
    // The sections that show a booking's status all say it.
    expect(en.get('Completed')!.length).toBeGreaterThanOrEqual(6);
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
