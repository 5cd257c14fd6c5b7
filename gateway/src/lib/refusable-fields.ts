// A field below the root that only some viewers may read (`authScopes`) is nullable in the schema:
// refusing it to a customer then answers null for that field with a FORBIDDEN error beside it,
// instead of wiping out its parent up to the root (a customer who selects `privateComment` on the
// booking they just created would otherwise lose the whole answer about a committed booking).
// One rule for every such field, so a new one cannot forget it.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

export class RefusableFieldsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>) {
    const scoped = (fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes;
    if (!scoped || ROOTS.has(fieldConfig.parentType) || fieldConfig.type.nullable) return fieldConfig;
    return { ...fieldConfig, type: { ...fieldConfig.type, nullable: true } } as PothosOutputFieldConfig<Types>;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      refusableFields: RefusableFieldsPlugin<Types>;
    }
  }
}

export const refusableFields = 'refusableFields' as const;
SchemaBuilder.registerPlugin(refusableFields, RefusableFieldsPlugin);
