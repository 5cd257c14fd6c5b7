import './locales/index.ts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../scaffold/ConfirmDialog.tsx';
import { pushAlert } from '../../lib/alerts.ts';

export interface VerifyDelete {
  canDelete: boolean;
  dependencies: readonly { kind: string; count: number }[];
}

interface DeleteFlow {
  /** The server's verify-delete answer, asked first. */
  verify: () => Promise<VerifyDelete | null | undefined>;
  /** Deletes; returns an error message or null. */
  remove: () => Promise<string | null>;
  name: string;
  /** §8 toast after deletion. */
  deletedMessage: string;
}

/**
 * Delete with the verify-delete result shown before confirming (spec §7 verify-delete): what depends on
 * the entity is listed; when the server says it cannot be deleted, only the reason shows.
 */
export function useDeleteFlow(): [(flow: DeleteFlow) => Promise<boolean>, React.ReactNode] {
  const { t } = useTranslation('config');
  const [confirm, dialog] = useConfirm();
  const run = async ({ verify, remove, name, deletedMessage }: DeleteFlow): Promise<boolean> => {
    let check: VerifyDelete | null | undefined;
    try {
      check = await verify();
    } catch (error) {
      pushAlert({ type: 'danger', message: (error as Error).message });
      return false;
    }
    const lines = (check?.dependencies ?? [])
      .filter((d) => d.count > 0)
      .map((d) =>
        t(`dependency.${d.kind}` as 'dependency.services', { count: d.count, defaultValue: `${d.kind}: ${d.count}` }),
      );
    const message = (
      <div data-testid="verify-delete-result">
        <Typography sx={{ mb: lines.length ? 1 : 0 }}>
          {check?.canDelete === false
            ? t('delete.blocked', { name })
            : lines.length
              ? t('delete.used', { name })
              : t('delete.free', { name })}
        </Typography>
        {lines.length ? (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
    if (check?.canDelete === false) {
      await confirm({ title: t('delete.title', { name }), message, confirmLabel: t('delete.understood') });
      return false;
    }
    if (
      !(await confirm({ title: t('delete.title', { name }), message, confirmLabel: t('delete.confirm'), danger: true }))
    ) {
      return false;
    }
    const failure = await remove();
    if (failure) {
      pushAlert({ type: 'danger', message: failure });
      return false;
    }
    pushAlert({ type: 'success', message: deletedMessage });
    return true;
  };
  return [run, dialog];
}
