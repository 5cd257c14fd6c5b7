import '../locales/index.ts';
import { useMutation } from '@apollo/client/react';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';
import { flattenErrors } from '../../../lib/validation.ts';
import { categoryIcon } from '../../vendor/components/categoryIcon.ts';
import { CREATE_CATEGORY_MUTATION } from '../operations.ts';
import { CATEGORY_ICONS } from '../panels.ts';

/** A new service category: its icon (shown on the public page) and its name in fr and en. */
export function CategoryDialog({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('services');
  const [open, setOpen] = useState(false);
  const [fr, setFr] = useState('');
  const [en, setEn] = useState('');
  const [icon, setIcon] = useState<string>(CATEGORY_ICONS[0]);
  const [error, setError] = useState('');
  const [create, { loading }] = useMutation(CREATE_CATEGORY_MUTATION, { refetchQueries: ['ServicesPage'] });

  const save = async () => {
    if (!fr.trim()) {
      setError(t('category.nameRequired'));
      return;
    }
    const names = [{ language: 'fr' as const, name: fr.trim() }];
    if (en.trim()) names.push({ language: 'en' as never, name: en.trim() });
    const { data, error: failed } = await create({ variables: { input: { icon, names } } });
    const result = data?.createCategory;
    if (result?.__typename === 'ServiceCategory') {
      pushAlert({ type: 'success', message: t('toast.added', { name: result.name }) });
      onCreated(result.id);
      setOpen(false);
      setFr('');
      setEn('');
      return;
    }
    const lines = result?.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
    setError(lines[0]?.message ?? failed?.message ?? (result && 'message' in result ? result.message : ''));
  };

  return (
    <>
      <IconButton aria-label={t('category.add')} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        <AddIcon />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="category-title" fullWidth maxWidth="xs">
        <DialogTitle id="category-title">{t('category.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('form.nameFr')}
              value={fr}
              required
              onChange={(e) => setFr(e.target.value)}
              error={Boolean(error)}
              helperText={error}
            />
            <TextField label={t('form.nameEn')} value={en} onChange={(e) => setEn(e.target.value)} />
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
        <DialogActions>
          <Button variant="text" onClick={() => setOpen(false)}>
            {t('category.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void save()} disabled={loading}>
            {t('category.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
