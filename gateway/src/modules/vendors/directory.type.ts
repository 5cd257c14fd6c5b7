// The public directory's shapes: a location's opening hours (spec §2 Contact tab) and the directory page.
import { builder } from '../../builder.ts';
import type { Location } from '../../generated/prisma/client.ts';
import { pageType } from '../common/index.ts';
import { LocationRef } from '../locations/index.ts';
import { type OpeningDay, type OpeningRange, openingHours } from './directory.service.ts';

const OpeningRangeRef = builder.objectRef<OpeningRange>('OpeningRange').implement({
  description: 'Minutes from midnight; end 1440 is the end of the day.',
  fields: (t) => ({ start: t.exposeInt('start'), end: t.exposeInt('end') }),
});

const OpeningDayRef = builder.objectRef<OpeningDay>('OpeningDay').implement({
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '1 (Monday) to 7 (Sunday).' }),
    ranges: t.field({ type: [OpeningRangeRef], resolve: (d) => d.ranges, description: 'Empty when closed.' }),
  }),
});

builder.prismaObjectField(LocationRef, 'openingHours', (t) =>
  t.field({
    type: [OpeningDayRef],
    description: 'Per weekday, when someone works here according to the current recurring timetables.',
    resolve: (location, _args, ctx) => openingHours(ctx, location),
  }),
);

export const DirectoryPage = pageType<Location>('DirectoryLocation', LocationRef);

export const DirectoryFiltersRef = builder
  .objectRef<{ categories: string[]; regions: string[] }>('DirectoryFilters')
  .implement({
    description: "The vendors' categories and regions (their public settings) the directory can be filtered by.",
    fields: (t) => ({
      categories: t.exposeStringList('categories'),
      regions: t.exposeStringList('regions'),
    }),
  });
