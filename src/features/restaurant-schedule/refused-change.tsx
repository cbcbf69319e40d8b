import { useIntl } from '../../i18n/intl.ts';
import { serverSaid, serverText } from '../../i18n/server-text.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import { useOfflineSync } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { keepMineInstead } from './keep-mine.ts';

/**
 * A booking's change the server refused, on its row: why (what another host did meanwhile, in the host's language)
 * and, when another host set the same field, the host's choice: Keep mine (sent again, based on theirs) or Use theirs
 * (the change dropped).
 */
export function RefusedChange({ entry }: { entry?: OutboxEntry }) {
  const intl = useIntl();
  const sync = useOfflineSync();
  const instead = entry ? keepMineInstead(entry) : undefined;
  const seq = entry?.seq;
  // The server's reason by its code, or its English words (an answer with no code the console knows).
  const why = entry ? serverText(intl, serverSaid(entry.refusal)) || entry.error : undefined;
  return (
    <span className="flex flex-wrap items-center gap-1" role="status">
      <span className="rounded bg-secondary-100 px-2 py-0.5 text-xs font-medium text-secondary-800">
        {why
          ? intl.formatMessage({ id: 'door.refused.notSavedBecause', defaultMessage: 'Not saved: {why}' }, { why })
          : intl.formatMessage({ id: 'door.refused.notSaved', defaultMessage: 'Not saved' })}
      </span>
      {instead && seq !== undefined && (
        <>
          <Button variant="secondary" onClick={() => void sync.resendAs(seq, instead)}>
            {intl.formatMessage({ id: 'door.refused.keepMine', defaultMessage: 'Keep mine' })}
          </Button>
          <Button variant="ghost" onClick={() => void sync.discard(seq)}>
            {intl.formatMessage({ id: 'door.refused.useTheirs', defaultMessage: 'Use theirs' })}
          </Button>
        </>
      )}
    </span>
  );
}
