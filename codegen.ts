import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web client, generated from the schema the gateway prints.
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  // The server may start before any document exists; an empty run is not an error.
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      presetConfig: {
        // `getFragmentData` rather than `useFragment`: it is not a React hook, the name must not look like one.
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        // A fragment spread with `@unmask` (the shared selections of web/src/lib/fragments.ts) is typed
        // inline, as if its fields were written at the call site; Apollo Client strips the directive
        // before sending. Spreads without it stay masked.
        customDirectives: { apolloUnmask: true },
        scalars: {
          Date: 'string',
          DateTime: 'string',
          JSON: 'unknown',
        },
        defaultScalarType: 'unknown',
        // Apollo always adds __typename to selections (except on root types).
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
        // String unions instead of TS enums: no runtime code, works under isolatedModules.
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    // The public pages' documents on their own (the vendor page's and the booking path's operations,
    // and the navbar's language mutation): graphql.ts holds every document of the app, and a page that
    // imports one of them downloads them all. Types stay graphql.ts's.
    'web/src/gql/public.ts': {
      documents: [
        'web/src/features/public-booking/operations.ts',
        'web/src/features/public-booking/components/ServicePicker.tsx',
        'web/src/features/vendor-page/operations.ts',
        'web/src/features/vendor-page/components/CategoryTile.tsx',
        'web/src/features/vendor-page/components/ServiceRow.tsx',
        'web/src/domain/slotFields.ts',
        'web/src/components/languageOperations.ts',
      ],
      plugins: [
        { add: { content: "/* eslint-disable */\nimport type * as Types from './graphql.ts';" } },
        'typed-document-node',
      ],
      config: {
        importOperationTypesFrom: 'Types',
        // Each document is its operation's text with the fragments it spreads: the light client sends
        // it as is (no GraphQL printer in the visitor's download).
        documentMode: 'string',
        dedupeFragments: true,
        useTypeImports: true,
      },
    },
    // Union/interface members for Apollo's cache (`possibleTypes`); a tiny local plugin, see the file.
    'web/src/gql/possible-types.ts': {
      plugins: ['./web/codegen/possible-types-plugin.cjs'],
    },
  },
};

export default config;
