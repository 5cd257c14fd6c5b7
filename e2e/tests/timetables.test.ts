// Timetables in a real browser: a new timetable for an employee who works at one location only
// is pre-set to that location (not the first one by name), a range at a location without her
// workplace is flagged and saved only when confirmed, and a date exception's first range is the
// whole day at her location; the week as worked shows each day's ranges with their place and
// categories. At 1280 px in French and at 375 px in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

describe('timetables', () => {
  const env = useBrowserApp();

  /** The location ids chosen in the open panel's ranges (the MUI selects' hidden inputs). */
  const rangeLocations = (page: Page) =>
    page
      .getByTestId('ranges-field')
      .locator('input.MuiSelect-nativeInput')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

  for (const [locale, size, language] of [
    ['fr-CH', DESKTOP, 'fr'],
    ['en-GB', PHONE, 'en'],
  ] as const) {
    it(`${language}: a timetable for an employee who works at one location defaults to it`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      await p.user.updateMany({ where: { email: 'admin@salon-demo.ch' }, data: { language } });
      const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
      const lausanne = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
      const geneve = await p.location.findFirstOrThrow({ where: { slug: 'geneve-rive' } });
      const workplace = await p.workplace.findFirstOrThrow({ where: { locationId: lausanne.id } });
      const employee = await p.employee.create({
        data: {
          vendorId: vendor.id,
          firstname: 'Nina',
          lastname: `Lausannoise${language}`,
          workplaces: { create: [{ workplaceId: workplace.id }] },
        },
      });

      const page = await newPage(browser, locale, size);
      await logIn(page, t, 'admin@salon-demo.ch');
      await page.goto(`${t.url}/timetables?employee=${employee.id}`);
      await page.getByTestId('timetables-add').click();
      await page.getByTestId('timetable-form').waitFor();
      // Monday to Friday, all at Lausanne (her only workplace), none flagged.
      expect(await rangeLocations(page)).toEqual(Array(5).fill(String(lausanne.id)));
      expect(await page.getByTestId('range-location-warning').count()).toBe(0);
      await shotBoth(page, `timetable-defaults-${language}`);

      // Monday at Geneva: flagged, and the save asks first.
      await page.getByTestId('ranges-field').getByRole('combobox').first().click();
      await page.getByRole('option', { name: geneve.name }).click();
      await page.getByTestId('range-location-warning').waitFor();
      await shotBoth(page, `timetable-warning-${language}`);
      await page.getByTestId('timetable-form').getByTestId('form-submit').click();
      await page.getByTestId('confirm-ok').waitFor();
      expect(await page.getByRole('dialog').last().textContent()).toContain(geneve.name);
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('timetable-panel').waitFor({ state: 'detached' });
      const saved = await p.timetable.findFirstOrThrow({
        where: { employeeId: employee.id },
        include: { ranges: true },
      });
      expect(saved.ranges.map((r) => r.locationId).sort()).toEqual(
        [geneve.id, lausanne.id, lausanne.id, lausanne.id, lausanne.id].sort(),
      );

      // A date exception: its first range is the whole day, at her location.
      await page.getByTestId('timetables-add-exception').click();
      await page.getByTestId('timetable-form').waitFor();
      await page
        .getByTestId('ranges-field')
        .getByRole('button', { name: /Plage|Range/ })
        .click();
      expect(await rangeLocations(page)).toEqual([String(lausanne.id)]);
      const times = await page
        .getByTestId('ranges-field')
        .locator('input:not(.MuiSelect-nativeInput)')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(times.slice(0, 2)).toEqual(['00:00', '23:59']);
      await page.getByTestId('timetable-form').getByTestId('form-submit').click();
      await page.getByTestId('timetable-panel').waitFor({ state: 'detached' });
      const exception = await p.timetable.findFirstOrThrow({
        where: { employeeId: employee.id, type: 'EXCEPTIONAL' },
        include: { ranges: true },
      });
      expect(exception.ranges.map((r) => [r.startMinute, r.endMinute, r.locationId])).toEqual([
        [0, exception.ranges[0]!.endMinute, lausanne.id],
      ]);
      expect(exception.ranges[0]!.endMinute).toBeGreaterThanOrEqual(1439);

      // The week as worked: the exception marked, its range with its place and its own category;
      // the view is kept across a reload.
      const hair = await p.serviceCategory.findFirstOrThrow({ where: { vendorId: vendor.id } });
      await p.timetableRange.update({ where: { id: exception.ranges[0]!.id }, data: { ownCategory: String(hair.id) } });
      await page.getByTestId('timetables-view-calendar').click();
      const day = page.getByTestId(`week-day-${exception.validFrom.toISOString().slice(0, 10)}`);
      await day.getByTestId('week-own-category').waitFor();
      expect(await day.textContent()).toContain(lausanne.name);
      await shotBoth(page, `timetable-week-${language}`);
      await page.reload();
      await page.getByTestId('timetables-week').waitFor();
      await p.user.updateMany({ where: { email: 'admin@salon-demo.ch' }, data: { language: 'fr' } });
    });
  }
});
