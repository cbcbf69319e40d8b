import type { OutboxEntry } from '../../offline/db.ts';
import { useOfflineSync } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { keepMineInstead } from './keep-mine.ts';

/**
 * A booking's change the server refused, on its row: why (what another host did meanwhile) and, when another host
 * set the same field, the host's choice: Keep mine (sent again, based on theirs) or Use theirs (the change dropped).
 */
export function RefusedChange({ entry }: { entry?: OutboxEntry }) {
  const sync = useOfflineSync();
  const instead = entry ? keepMineInstead(entry) : undefined;
  const seq = entry?.seq;
  return (
    <span className="flex flex-wrap items-center gap-1" role="status">
      <span className="rounded bg-secondary-100 px-2 py-0.5 text-xs font-medium text-secondary-800">
        Not saved{entry?.error ? `: ${entry.error}` : ''}
      </span>
      {instead && seq !== undefined && (
        <>
          <Button variant="secondary" onClick={() => void sync.resendAs(seq, instead)}>
            Keep mine
          </Button>
          <Button variant="ghost" onClick={() => void sync.discard(seq)}>
            Use theirs
          </Button>
        </>
      )}
    </span>
  );
}
