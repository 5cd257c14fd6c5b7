import { useMutation, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { EntityForm, outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { COMMENTS_QUERY, CREATE_COMMENT, DELETE_COMMENT, UPDATE_COMMENT } from '../operations.ts';

const MAX_COMMENT = 2000;

/** The comments of a customer, 5 per page (spec §9), with add, edit and delete. */
export function CommentsSection({ customerId, zone }: { customerId: number; zone: string }) {
  const { t } = useTranslation('customers');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [confirm, confirmDialog] = useConfirm();
  const { data, previousData, loading, error, refetch } = useQuery(COMMENTS_QUERY, {
    variables: { id: customerId, page },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = ['CustomerComments'];
  const [create] = useMutation(CREATE_COMMENT, { refetchQueries });
  const [update] = useMutation(UPDATE_COMMENT, { refetchQueries });
  const [remove] = useMutation(DELETE_COMMENT, { refetchQueries });
  const result = (data ?? previousData)?.comments;

  const removeComment = async (id: number) => {
    if (!(await confirm({ title: t('comments.deleteTitle'), message: t('comments.deleteText'), danger: true }))) {
      return;
    }
    const { data: answer, error: failure } = await remove({ variables: { id } });
    const outcome = outcomeOf(answer?.deleteComment, ['DeleteResult'], failure);
    pushAlert(
      outcome.ok
        ? { type: 'success', message: t('comments.deleted') }
        : { type: 'danger', message: outcome.failure.message },
    );
  };

  return (
    <Stack spacing={2} data-testid="customer-comments">
      <EntityForm<{ comment: string }>
        key={formKey}
        submitLabel={t('comments.add')}
        savedMessage={t('comments.added')}
        onSubmit={async (values) => {
          const { data: answer, error: failure } = await create({
            variables: { input: { customerId, comment: values.comment.trim() } },
          });
          return outcomeOf(answer?.createComment, ['Comment'], failure);
        }}
        onSaved={() => {
          setFormKey((k) => k + 1);
          setPage(1);
        }}
        data-testid="comment-add-form"
      >
        <TextInput
          name="comment"
          label={t('comments.new')}
          rules={['required', ['maxLength', MAX_COMMENT]]}
          multiline
          minRows={2}
          fullWidth
        />
      </EntityForm>
      <ListView
        items={result?.items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        keyOf={(c) => c.id}
        empty={{ message: t('comments.empty') }}
        pagination={result?.pagination}
        onPageChange={setPage}
        renderItem={(comment) => (
          <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="comment">
            {editing === comment.id ? (
              <EntityForm<{ comment: string }>
                initialValues={{ comment: comment.comment }}
                submitLabel={t('comments.save')}
                onSubmit={async (values) => {
                  const { data: answer, error: failure } = await update({
                    variables: { id: comment.id, input: { comment: values.comment.trim() } },
                  });
                  return outcomeOf(answer?.updateComment, ['Comment'], failure);
                }}
                onSaved={() => setEditing(null)}
                secondaryActions={
                  <Button variant="text" onClick={() => setEditing(null)}>
                    {t('comments.cancel')}
                  </Button>
                }
              >
                <TextInput
                  name="comment"
                  label={t('comments.edit')}
                  rules={['required', ['maxLength', MAX_COMMENT]]}
                  multiline
                  minRows={2}
                  fullWidth
                />
              </EntityForm>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.comment}</Typography>
                  <Typography variant="caption" color="textSecondary">
                    {formatDate(comment.createdAt, zone)} {formatTime(comment.createdAt, zone)}
                  </Typography>
                </Box>
                <IconButton aria-label={t('comments.edit')} onClick={() => setEditing(comment.id)} size="small">
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('comments.delete')}
                  onClick={() => void removeComment(comment.id)}
                  size="small"
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Paper>
        )}
      />
      {confirmDialog}
    </Stack>
  );
}
