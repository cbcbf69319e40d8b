import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { useOfflineSync } from '../../offline/sync-context.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';

/**
 * Logout clears the user's cached data (mirror, query cache, queued changes) before the provider's logout;
 * changes not yet sent are only thrown away when the host says so.
 */
export function useLogout(signOut: () => Promise<void>): () => Promise<void> {
  const sync = useOfflineSync();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const intl = useIntl();
  return async () => {
    const waiting = sync.getSnapshot().entries.length;
    if (
      waiting > 0 &&
      !(await confirm({
        title: intl.formatMessage({ id: 'app.logout.notSent', defaultMessage: 'Changes not sent' }),
        message: intl.formatMessage(
          {
            id: 'app.logout.question',
            defaultMessage:
              '{count, plural, one {# change has} other {# changes have}} not reached the server yet and will be lost. Log out anyway?',
          },
          { count: waiting },
        ),
        confirmLabel: intl.formatMessage({ id: 'app.logout.confirm', defaultMessage: 'Logout' }),
        danger: true,
      }))
    ) {
      return;
    }
    await sync.forgetUser();
    queryClient.clear();
    await signOut();
  };
}
