import '../locales/index.ts';
import { useApolloClient, useMutation } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedFields } from '../../../components/form/TranslatedFields.tsx';
import type { CategoryKind } from '../../../gql/graphql.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { filledTranslations, translatedField, translatedValues } from '../../../lib/translations.ts';
import { useVendorLanguage } from '../../../lib/useVendorZone.ts';
import { flattenErrors } from '../../../lib/validation.ts';
import { failureOf } from '../../../components/config/outcome.ts';
import { useDeleteFlow } from '../../../components/config/useDeleteFlow.tsx';
import { categoryIcon } from '../../../components/categoryIcon.ts';
import {
  CREATE_CATEGORY_MUTATION,
  DELETE_CATEGORY_MUTATION,
  UPDATE_CATEGORY_MUTATION,
  VERIFY_DELETE_CATEGORY_QUERY,
} from '../operations.ts';
import { CATEGORY_ICONS } from '../panels.ts';

export interface CategoryRow {
  id: number;
  name: string;
  icon: string;
  /** Spec §3: automatic or manual. */
  kind: CategoryKind;
  translations: readonly { language: string; name: string }[];
}

interface CategoryDialogProps {
  open: boolean;
  /** The category to edit; null to add one. */
  category: CategoryRow | null;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** A service category: its icon (shown on the public page) and its name in each language; edit and delete. */
export function CategoryDialog({ open, category, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useTranslation('services');
  const client = useApolloClient();
  const defaultLanguage = useVendorLanguage();
  const fields = useTranslatedFields(t('form.name'), defaultLanguage);
  const [names, setNames] = useState<Record<string, string>>({});
  const [icon, setIcon] = useState<string>(CATEGORY_ICONS[0]);
  const [kind, setKind] = useState<CategoryKind>('MANUAL');
  const [error, setError] = useState('');
  const refetchQueries = ['ServicesPage'];
  const [create, creating] = useMutation(CREATE_CATEGORY_MUTATION, { refetchQueries });
  const [update, updating] = useMutation(UPDATE_CATEGORY_MUTATION, { refetchQueries });
  const [remove] = useMutation(DELETE_CATEGORY_MUTATION, { refetchQueries });
  const [runDelete, deleteDialog] = useDeleteFlow();

  useEffect(() => {
    if (!open) return;
    setNames(translatedValues('name', category?.translations ?? [], (tr) => tr.name));
    setIcon(category?.icon ?? CATEGORY_ICONS[0]);
    setKind(category?.kind ?? 'MANUAL');
    setError('');
  }, [open, category]);

  const save = async () => {
    if (!names[translatedField('name', defaultLanguage)]?.trim()) {
      setError(t('category.nameRequired'));
      return;
    }
    const input = {
      icon,
      kind,
      names: filledTranslations('name', names).map(({ language, text }) => ({ language, name: text })),
    };
    const { data, error: failed } = category
      ? await update({ variables: { id: category.id, input } })
      : await create({ variables: { input } });
    const result = data && ('updateCategory' in data ? data.updateCategory : data.createCategory);
    if (result?.__typename === 'ServiceCategory') {
      pushAlert({
        type: 'success',
        message: t(category ? 'categoryToast.edited' : 'categoryToast.added', { name: result.name }),
      });
      onSaved?.(result.id);
      onClose();
      return;
    }
    const lines = result?.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
    setError(lines[0]?.message ?? failed?.message ?? (result && 'message' in result ? result.message : ''));
  };

  const destroy = async () => {
    if (!category) return;
    const done = await runDelete({
      name: category.name,
      deletedMessage: t('categoryToast.deleted', { name: category.name }),
      verify: async () =>
        (
          await client.query({
            query: VERIFY_DELETE_CATEGORY_QUERY,
            variables: { id: category.id },
            fetchPolicy: 'network-only',
          })
        ).data?.verifyDeleteCategory,
      remove: async () => {
        const { data, error: failed } = await remove({ variables: { id: category.id } });
        return failureOf(data?.deleteCategory, ['DeleteResult'], failed);
      },
    });
    if (done) onClose();
  };

  return (
    <>
      {deleteDialog}
      <Dialog open={open} onClose={onClose} aria-labelledby="category-title" fullWidth maxWidth="xs">
        <DialogTitle id="category-title">{category ? category.name : t('category.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map(({ lng, first, label, helperText }) => {
              const field = translatedField('name', lng);
              return (
                <TextField
                  key={lng}
                  id={`category-name-${lng}`}
                  label={label}
                  value={names[field] ?? ''}
                  required={first}
                  onChange={(e) => setNames((current) => ({ ...current, [field]: e.target.value }))}
                  error={first && Boolean(error)}
                  helperText={first ? error : helperText}
                  slotProps={{ htmlInput: { lang: lng } }}
                />
              );
            })}
            <TextField
              select
              id="category-kind"
              label={t('category.kind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as CategoryKind)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'category-kind' } }}
            >
              <option value={'MANUAL'}>{t('category.kindManual')}</option>
              <option value={'AUTOMATIC'}>{t('category.kindAutomatic')}</option>
            </TextField>
            <Box>
              <ToggleButtonGroup
                exclusive
                value={icon}
                onChange={(_, next) => next && setIcon(next)}
                aria-label={t('category.icon')}
                sx={{ flexWrap: 'wrap' }}
              >
                {CATEGORY_ICONS.map((name) => {
                  const Icon = categoryIcon(name);
                  return (
                    <ToggleButton key={name} value={name} aria-label={name} size="small">
                      <Icon fontSize="small" />
                    </ToggleButton>
                  );
                })}
              </ToggleButtonGroup>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {category ? (
            <Button variant="danger" onClick={() => void destroy()} sx={{ mr: 'auto' }}>
              {t('category.delete')}
            </Button>
          ) : null}
          <Button variant="text" onClick={onClose}>
            {t('category.cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void save()}
            disabled={creating.loading || updating.loading}
            data-testid="category-save"
          >
            {t('category.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The "+" beside the category select: a new category, chosen at once in the form. */
export function AddCategoryButton({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('services');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={t('category.add')} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        <AddIcon />
      </IconButton>
      <CategoryDialog open={open} category={null} onClose={() => setOpen(false)} onSaved={onCreated} />
    </>
  );
}
