import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import {
  debouncedUnique,
  errorsByField,
  failingRule,
  flattenErrors,
  humanize,
  loadRules,
  ruleDefinition,
  validators,
} from '../validation.ts';

const fails = (value: unknown, spec: string | [string, unknown], values?: Record<string, unknown>) =>
  failingRule(value, [spec], values) !== undefined;

describe('spec §5 rules', () => {
  it('required fails for null, empty array, false and blank text', () => {
    for (const v of [null, undefined, [], false, '', '   ']) expect(fails(v, 'required')).toBe(true);
    for (const v of ['a', [1], true, 0]) expect(fails(v, 'required')).toBe(false);
  });

  it('every other rule lets an empty value pass', () => {
    for (const name of ['numeric', 'email', 'integer', 'double', 'phone', 'time']) expect(fails('', name)).toBe(false);
    expect(fails(null, ['minLength', 3])).toBe(false);
  });

  it('numeric takes digits only, Arabic-Indic included', () => {
    expect(fails('0123', 'numeric')).toBe(false);
    expect(fails('٠١٢٣', 'numeric')).toBe(false);
    expect(fails('۴۵', 'numeric')).toBe(false);
    expect(fails('12a', 'numeric')).toBe(true);
    expect(fails('1.5', 'numeric')).toBe(true);
  });

  it('email follows the standard pattern', () => {
    expect(fails('ana@example.ch', 'email')).toBe(false);
    for (const v of ['ana', 'ana@', 'ana@example', 'a b@example.ch']) expect(fails(v, 'email')).toBe(true);
  });

  it('integer, double, min, max, greaterThan and divider', () => {
    expect(fails('12', 'integer')).toBe(false);
    expect(fails('-3', 'integer')).toBe(false);
    expect(fails('1.2', 'integer')).toBe(true);
    expect(fails('12', 'double')).toBe(false);
    expect(fails('12.50', 'double')).toBe(false);
    expect(fails('12.5', 'double')).toBe(true);
    expect(fails('12.505', 'double')).toBe(true);
    // A rate as Swiss rates are written (the VAT rate): one or two decimals, a point or a comma.
    for (const v of ['8.1', '2,6', '7.70', '0', '25']) expect(fails(v, 'percent')).toBe(false);
    for (const v of ['8.125', 'abc', '8.', '-1']) expect(fails(v, 'percent')).toBe(true);
    expect(fails('8,1', ['max', 25])).toBe(false);
    expect(fails('25,5', ['max', 25])).toBe(true);
    expect(fails('5', ['min', 5])).toBe(false);
    expect(fails('4', ['min', 5])).toBe(true);
    expect(fails('10', ['max', 10])).toBe(false);
    expect(fails('11', ['max', 10])).toBe(true);
    expect(fails('6', ['greaterThan', 5])).toBe(false);
    expect(fails('5', ['greaterThan', 5])).toBe(true);
    expect(fails('5.5', ['greaterThan', 5])).toBe(true);
    expect(fails('45', ['divider', 15])).toBe(false);
    expect(fails('50', ['divider', 15])).toBe(true);
  });

  it('minLength, maxLength and length count characters, not bytes', () => {
    expect(fails('élève', ['length', 5])).toBe(false);
    expect(fails('😀😀', ['maxLength', 2])).toBe(false);
    expect(fails('abcde', ['minLength', 6])).toBe(true);
    expect(fails('abcdef', ['minLength', 6])).toBe(false);
    expect(fails('ABCDEF', ['maxLength', 5])).toBe(true);
  });

  it('excluded refuses listed values', () => {
    expect(fails('admin', ['excluded', ['admin', 'root']])).toBe(true);
    expect(fails('ana', ['excluded', ['admin', 'root']])).toBe(false);
  });

  it('otherFieldSet fails when this field is empty while the other has a value', () => {
    expect(fails('', ['otherFieldSet', 'zip'], { zip: '1000' })).toBe(true);
    expect(fails('', ['otherFieldSet', 'zip'], { zip: '' })).toBe(false);
    expect(fails('Lausanne', ['otherFieldSet', 'zip'], { zip: '1000' })).toBe(false);
  });

  it('phone accepts valid numbers, Swiss national or international', async () => {
    await loadRules(['phone']);
    expect(fails('+41 79 123 45 67', 'phone')).toBe(false);
    expect(fails('079 123 45 67', 'phone')).toBe(false);
    expect(fails('+33 6 12 34 56 78', 'phone')).toBe(false);
    expect(fails('12345', 'phone')).toBe(true);
  });

  it('time is HH:mm and afterTime compares with another field or a fixed time', () => {
    expect(fails('08:30', 'time')).toBe(false);
    expect(fails('24:00', 'time')).toBe(true);
    expect(fails('8:30', 'time')).toBe(true);
    expect(fails('09:00', ['afterTime', 'start'], { start: '08:30' })).toBe(false);
    expect(fails('08:30', ['afterTime', 'start'], { start: '08:30' })).toBe(true);
    expect(fails('07:00', ['afterTime', '08:00'])).toBe(true);
  });

  it('an unknown validator raises', () => {
    expect(() => ruleDefinition('nope')).toThrow('No such validator nope exists');
    expect(() => validators(['required', 'bogus'], i18n.t)).toThrow('No such validator bogus exists');
  });
});

describe('messages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });

  it("says 'Obligatoire' for required in French and uses the §8 keys with their parameters", async () => {
    const check = validators(['required', 'email', ['minLength', 6]], i18n.t);
    expect(check('')).toBe('Obligatoire');
    expect(check('x@y')).toBe('Adresse e-mail invalide');
    expect(check('a@b.c')).toBe('Adresse e-mail invalide');
    expect(validators([['minLength', 6]], i18n.t)('abc')).toBe('Au moins 6 caractères');
    expect(check('ana@b.ch')).toBeUndefined();
    await i18n.changeLanguage('en');
    expect(check('')).toBe('Required');
    expect(validators([['otherFieldSet', 'phoneMobile']], i18n.t)('', { phoneMobile: '1' })).toBe(
      'Required when "phone mobile" is filled in',
    );
  });

  it('has a message in fr and en for every rule', () => {
    for (const lng of ['fr', 'en']) {
      for (const name of [
        'required',
        'numeric',
        'email',
        'integer',
        'double',
        'percent',
        'min',
        'max',
        'minLength',
        'maxLength',
      ]) {
        const key = `validation.${ruleDefinition(name).message}`;
        expect(i18n.exists(key, { lng, ns: 'forms' }), `${lng} ${key}`).toBe(true);
      }
      for (const name of [
        'length',
        'excluded',
        'greaterThan',
        'divider',
        'otherFieldSet',
        'phone',
        'time',
        'afterTime',
      ]) {
        const key = `validation.${ruleDefinition(name).message}`;
        expect(i18n.exists(key, { lng, ns: 'forms' }), `${lng} ${key}`).toBe(true);
      }
      expect(i18n.exists('validation.valueAlreadyRegistered', { lng, ns: 'forms' })).toBe(true);
    }
  });

  it('humanizes field names', () => {
    expect(humanize('phoneMobile')).toBe('phone mobile');
    expect(humanize('closed_from')).toBe('closed from');
  });
});

describe('server errors', () => {
  it("flattens nested errors to 'field: message' lines and keeps the first message per field", () => {
    const lines = flattenErrors({
      email: { valueAlreadyRegistered: '"a@b.ch" is already registered' },
      password: { minimumLength: 'At least 6 characters', required: 'Required' },
      customer: { address: { zip: { required: 'Required' } } },
    });
    expect(lines).toEqual([
      { field: 'email', message: '"a@b.ch" is already registered' },
      { field: 'password', message: 'At least 6 characters' },
      { field: 'password', message: 'Required' },
      { field: 'customer.address.zip', message: 'Required' },
    ]);
    expect(errorsByField(lines)).toEqual({
      email: '"a@b.ch" is already registered',
      password: 'At least 6 characters',
      'customer.address.zip': 'Required',
    });
    expect(flattenErrors(null)).toEqual([]);
  });
});

describe('uniqueness check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 300 ms of quiet, asks once, and is valid only when nothing is found', async () => {
    vi.useFakeTimers();
    const lookup = vi.fn(async (value: string) => (value === 'taken@x.ch' ? [{ id: 1 }] : []));
    const check = debouncedUnique(lookup, (v) => `${v} taken`);
    const first = check('t');
    const second = check('taken@x.ch');
    await vi.advanceTimersByTimeAsync(299);
    expect(lookup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await first).toBeUndefined();
    expect(await second).toBe('taken@x.ch taken');
    const free = check('free@x.ch');
    await vi.advanceTimersByTimeAsync(300);
    expect(await free).toBeUndefined();
    // An empty username passes without a lookup.
    expect(await check('  ')).toBeUndefined();
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
