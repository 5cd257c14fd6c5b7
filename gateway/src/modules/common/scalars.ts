import { isCalendarDate, LANGUAGES } from '@salon/shared';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date without time, "YYYY-MM-DD". Prisma returns @db.Date columns as UTC midnight. */
builder.scalarType('Date', {
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: (value) => {
    // A real calendar day: 2027-02-30 is refused, not rolled over to 2 March.
    if (typeof value !== 'string' || !datePattern.test(value) || !isCalendarDate(value)) {
      throw new GraphQLError('Date must be YYYY-MM-DD');
    }
    return value;
  },
});

/** An instant, ISO 8601 in UTC. */
builder.scalarType('DateTime', {
  serialize: (value) => new Date(value).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 instant');
    }
    return date;
  },
});

builder.scalarType('JSON', {
  serialize: (value) => value,
  parseValue: (value) => value,
});

/** The product's languages (@salon/shared LANGUAGES, the closed list). */
export const LanguageEnum = builder.enumType('Language', { values: LANGUAGES });

/** A name (and description) in one language, for the translated names of services and categories. */
export const TranslationInput = builder.inputType('TranslationInput', {
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, required: true }),
    name: t.string({ required: true }),
    description: t.string(),
  }),
});
