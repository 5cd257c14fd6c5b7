// Expected failures are members of each mutation's result union (Pothos errors plugin).
import { builder } from '../../builder.ts';
import { ConflictError, type DomainError, NotFoundError, ValidationError } from '../../lib/errors.ts';

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<{ field: string; rule: string; message: string }>('FieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    rule: t.exposeString('rule'),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (err) =>
        Object.entries(err.errors).flatMap(([field, rules]) =>
          Object.entries(rules).map(([rule, message]) => ({ field, rule, message })),
        ),
    }),
    errors: t.field({ type: 'JSON', description: 'Nested {field: {rule: message}}', resolve: (err) => err.errors }),
  }),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ConflictError,
  fields: () => ({}),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
  fields: () => ({}),
});

/** Error types that a mutation's result union lists. */
export const mutationErrors = { types: [ValidationError, ConflictError, NotFoundError] };
