import { builder } from '../../builder.ts';
import { CONFIG_COLLECTIONS, type ConfigErrors } from './checks.ts';
import { loadConfigurationErrors } from './configuration.service.ts';

const EntityConfigurationErrors = builder
  .objectRef<{ id: number; keys: string[] }>('EntityConfigurationErrors')
  .implement({
    description: 'The configError.* keys of one entity (spec §5).',
    fields: (t) => ({ id: t.exposeInt('id'), keys: t.exposeStringList('keys') }),
  });

const ConfigurationErrors = builder.objectRef<ConfigErrors>('ConfigurationErrors').implement({
  description: 'Per collection, the entities with configuration errors (id -> keys); empty lists when all is well.',
  fields: (t) =>
    Object.fromEntries(
      CONFIG_COLLECTIONS.map((collection) => [
        collection,
        t.field({
          type: [EntityConfigurationErrors],
          resolve: (errors) => [...errors[collection]].map(([id, keys]) => ({ id, keys })),
        }),
      ]),
    ),
});

builder.queryField('configurationErrors', (t) =>
  t.field({
    type: ConfigurationErrors,
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => loadConfigurationErrors(ctx.vendorDb(), ctx.vendorId()),
  }),
);
