import { useQuery } from '@apollo/client/react';
import { type ComponentType, createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigLookupsQuery } from '../../gql/graphql.ts';
import { LinkField, PreferencesField } from './fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from './operations.ts';

/** The kinds a configuration panel can create from a link field, in a panel of the next tier (spec §2). */
export type CreatableKind = 'employee' | 'service' | 'workplace' | 'machine' | 'location' | 'region';

export interface CreatePanelProps {
  tier: number;
  onClose: () => void;
  onSaved: (id: number) => void;
}

type CreatePanels = Partial<Record<CreatableKind, ComponentType<CreatePanelProps>>>;

// The panels reach each other through this registry rather than by importing each other, so the
// configuration screens have no import cycle; `ConfigPanelsLayout.tsx` (a layout route) fills it.
const CreatePanelsContext = createContext<CreatePanels>({});
export const CreatePanelsProvider = CreatePanelsContext.Provider;

export const ADD_PANEL = {
  employee: 'ADD_EMPLOYEE',
  service: 'ADD_SERVICE',
  workplace: 'ADD_WORKPLACE',
  machine: 'ADD_MACHINE',
  location: 'ADD_LOCATION',
  region: 'ADD_REGION',
} as const satisfies Record<CreatableKind, string>;

type AddPanel = (typeof ADD_PANEL)[CreatableKind];

interface NestedCreatePanelsProps {
  /** Which kinds this panel creates, and the form field each new id goes to. */
  links: Partial<Record<CreatableKind, string>>;
  // biome-ignore lint/suspicious/noExplicitAny: each screen's panel hook types its own panel names
  panels: { isOpen: (name: any) => boolean; close: (name: any) => void };
  onCreated: (field: string, id: number) => void;
}

/** The next-tier "add" panels open in the URL, each linking what it creates to the form's field. */
export function NestedCreatePanels({ links, panels, onCreated }: NestedCreatePanelsProps) {
  const registry = useContext(CreatePanelsContext);
  return (
    <>
      {(Object.entries(links) as [CreatableKind, string][]).map(([kind, field]) => {
        const Panel = registry[kind];
        const name: AddPanel = ADD_PANEL[kind];
        if (!Panel || !panels.isOpen(name)) return null;
        return <Panel key={kind} tier={2} onClose={() => panels.close(name)} onSaved={(id) => onCreated(field, id)} />;
      })}
    </>
  );
}

type LinkKind = Exclude<CreatableKind, 'region'>;
const LOOKUP = {
  employee: 'employeesAll',
  service: 'servicesAll',
  workplace: 'workplacesAll',
  machine: 'machinesAll',
  location: 'locationsAll',
} as const satisfies Record<LinkKind, keyof ConfigLookupsQuery>;

interface ConfigLinkFieldProps {
  kind: LinkKind;
  /** The form field holding the linked ids. */
  name: string;
  /** On a configuration screen: offers the next-tier panel that creates one. */
  // biome-ignore lint/suspicious/noExplicitAny: each screen's panel hook types its own panel names
  panels?: { open: (name: any) => void };
  /** The form field of the links' preferences (spec §3), shown under the multiselect when given. */
  preferencesName?: string;
}

/** The linked employees, services, workplaces, machines or locations of a configuration form (spec §2). */
export function ConfigLinkField({ kind, name, panels, preferencesName }: ConfigLinkFieldProps) {
  const { t } = useTranslation('config');
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const rows: readonly { id: number; name: string; locationId?: number }[] = lookups.data?.[LOOKUP[kind]] ?? [];
  const locations = lookups.data?.locationsAll ?? [];
  // Workplaces and machines belong to a location: named with it when there are several.
  const label = (row: (typeof rows)[number]) =>
    row.locationId != null && locations.length > 1
      ? [row.name, locations.find((l) => l.id === row.locationId)?.name].filter(Boolean).join(' · ')
      : row.name;
  const options = rows.map((r) => ({ id: r.id, label: label(r) }));
  return (
    <>
      <LinkField
        name={name}
        label={t(`config.links.${kind}`)}
        options={options}
        onCreate={panels ? () => panels.open(ADD_PANEL[kind]) : undefined}
        createLabel={t(`config.links.new.${kind}`)}
      />
      {preferencesName ? <PreferencesField name={preferencesName} idsField={name} options={options} /> : null}
    </>
  );
}
