import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { FormApi } from 'final-form';
import type { DocumentNode } from 'graphql';
import { type MutableRefObject, type ReactNode, useRef } from 'react';
import { ErrorState } from '../ErrorState.tsx';
import { EntityForm, type SubmitOutcome } from '../scaffold/EntityForm.tsx';
import { SidePanel } from '../scaffold/SidePanel.tsx';
import { FormApiCapture, appendId } from './fields.tsx';
import { configOutcome, failureOf } from './outcome.ts';
import { type VerifyDelete, useDeleteFlow } from './useDeleteFlow.tsx';

type Toast = 'added' | 'edited' | 'deleted';
type Result = { __typename?: string; id?: number; name?: string; message?: string | null; errors?: unknown };

export interface ConfigPanelSpec<V> {
  /** The entity being edited; undefined to add one. */
  id?: number;
  /** The `__typename` of a saved entity in the mutations' result unions (`'Machine'`). */
  typename: string;
  /** The screen's queries refetched after each write (with the sidebar and the lookups). */
  refetch: string[];
  /** The kind's generic calls (spec §7): `create<T>(input)`, `update<T>(id, input)`, `delete<T>(id)`, `verifyDelete<T>(id)`. */
  documents: { create: DocumentNode; update: DocumentNode; remove: DocumentNode; verifyDelete: DocumentNode };
  toInput: (values: V) => object;
  /** The create input when it has more than the update one (a service's first price). */
  createInput?: (values: V) => object;
  /** Server field paths → form field names. */
  renameField?: (field: string) => string;
  /**
   * Links a just-created next-tier entity to the saved entity (`set<T><Relation>(id, ids)`); by default
   * the entity is updated with the form's values, the new link included.
   */
  link?: (field: string, ids: number[]) => Promise<unknown>;
  /** The §8 toasts of the kind. */
  toast: (kind: Toast, name: string) => string;
  onSaved?: (id: number) => void;
  onClose: () => void;
}

/** The single root field of a mutation or query answer. */
const rootField = (data: unknown): Result | undefined =>
  data && typeof data === 'object' ? (Object.values(data)[0] as Result | undefined) : undefined;

/**
 * The add/edit/delete behaviour every configuration panel shares (spec §2 side panels, §7 verify-delete):
 * save through the kind's create or update, field errors under their fields, the §8 toasts, the
 * next-tier link, and delete after verify.
 */
export function useConfigPanel<V extends object>(spec: ConfigPanelSpec<V>) {
  const client = useApolloClient();
  const formApi = useRef<FormApi<V> | null>(null);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const { id, documents } = spec;
  const editing = id !== undefined;

  const refresh = () =>
    client.refetchQueries({ include: [...spec.refetch, 'ConfigurationErrors', 'SidebarData', 'ConfigLookups'] });

  const mutate = async (mutation: DocumentNode, variables: Record<string, unknown>) => {
    try {
      const { data, error } = await client.mutate({ mutation, variables, errorPolicy: 'all' });
      return { result: rootField(data), error: error ?? null };
    } catch (error) {
      return { result: undefined, error: error as Error };
    }
  };

  const submit = async (values: V): Promise<SubmitOutcome> => {
    const { result, error } = editing
      ? await mutate(documents.update, { id, input: spec.toInput(values) })
      : await mutate(documents.create, { input: (spec.createInput ?? spec.toInput)(values) });
    const outcome = configOutcome(result, [spec.typename], error, spec.renameField);
    if (!outcome.ok || !result) return outcome;
    await refresh();
    spec.onSaved?.(editing ? id : (result.id as number));
    return { ok: true, message: spec.toast(editing ? 'edited' : 'added', result.name ?? '') };
  };

  // Spec §2: an entity created in a next-tier panel is added to the form, and linked at once when
  // the entity of this panel already exists.
  const linkCreated = async (field: string, newId: number) => {
    appendId(formApi, field, newId);
    const form = formApi.current;
    if (!editing || !form) return;
    if (spec.link) {
      const ids = (form.getFieldState(field as keyof V & string)?.value as number[] | undefined) ?? [newId];
      await spec.link(field, ids);
    } else {
      await mutate(documents.update, { id, input: spec.toInput(form.getState().values) });
    }
    await refresh();
  };

  const remove = async (name: string) => {
    if (!editing) return;
    const done = await runDelete({
      name,
      deletedMessage: spec.toast('deleted', name),
      verify: async () =>
        rootField(
          (await client.query({ query: documents.verifyDelete, variables: { id }, fetchPolicy: 'network-only' })).data,
        ) as VerifyDelete | undefined,
      remove: async () => {
        const { result, error } = await mutate(documents.remove, { id });
        return failureOf(result, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      spec.onClose();
    }
  };

  return { editing, formApi, submit, linkCreated, remove, deleteDialog, refresh };
}

export type ConfigPanelState<V extends object> = ReturnType<typeof useConfigPanel<V>>;

interface ConfigPanelProps<V extends object> {
  panel: ConfigPanelState<V>;
  tier: number;
  /** The section's texts `panel.add`, `panel.edit` (the title while loading) and `panel.delete`. */
  t: (key: 'panel.add' | 'panel.edit' | 'panel.delete') => string;
  /** `machine` gives the test ids `machine-panel`, `machine-form` and `machine-delete`. */
  testId: string;
  /** The loaded entity when editing (its name titles the panel and the delete flow); undefined while loading. */
  entity?: { id: number; name: string } | null;
  /** The query the entity comes from: its error shows with a retry. */
  detail: { error?: { message: string } | null; refetch: () => unknown };
  /** More to load (lookups) before the form can show. */
  loading?: boolean;
  skeletonHeight?: number;
  initialValues: Partial<V>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Shown in the panel under the form. */
  footer?: ReactNode;
  /** Next-tier panels and dialogs, beside the panel. */
  beside?: ReactNode;
}

/** The frame of a configuration panel: loading and error states, the form with its delete button. */
export function ConfigPanel<V extends object>({
  panel,
  tier,
  t,
  testId,
  entity,
  detail,
  loading = false,
  skeletonHeight = 240,
  initialValues,
  onClose,
  children,
  footer,
  beside,
}: ConfigPanelProps<V>) {
  let body: ReactNode;
  const title = panel.editing ? (entity?.name ?? t('panel.edit')) : t('panel.add');
  if (panel.editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if ((panel.editing && !entity) || loading) body = <Skeleton variant="rounded" height={skeletonHeight} />;
  else {
    body = (
      <EntityForm<V>
        key={entity?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={panel.submit}
        onSaved={onClose}
        data-testid={`${testId}-form`}
        secondaryActions={
          panel.editing && entity ? (
            <Button variant="danger" onClick={() => void panel.remove(entity.name)} data-testid={`${testId}-delete`}>
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        <FormApiCapture apiRef={panel.formApi as MutableRefObject<FormApi<V> | null>} />
        {children}
      </EntityForm>
    );
  }
  return (
    <>
      {panel.deleteDialog}
      <SidePanel open tier={tier} title={title} onClose={onClose} data-testid={`${testId}-panel`}>
        {body}
        {footer}
      </SidePanel>
      {beside}
    </>
  );
}
