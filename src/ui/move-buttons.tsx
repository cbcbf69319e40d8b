import { defineMessages, useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { plainMessages } from './messages.ts';

const moveMessages = plainMessages(
  defineMessages({
    up: { id: 'ui.move.up', defaultMessage: 'Move up' },
    down: { id: 'ui.move.down', defaultMessage: 'Move down' },
    upNamed: { id: 'ui.move.upNamed', defaultMessage: 'Move {name} up' },
    downNamed: { id: 'ui.move.downNamed', defaultMessage: 'Move {name} down' },
  }),
);

/** The buttons' faces (their names say what they do). */
const ARROWS = { up: '↑', down: '↓' } as const;

export type MoveDirection = 'up' | 'down';

/**
 * Move up and Move down of an item in an ordered list (it swaps with its neighbour): the first cannot go up, the
 * last cannot go down. `name` names the item in the buttons' labels ("Move Spa up"); without it, "Move up".
 * `remove`: the item's own Remove (or Delete) button after them.
 */
export function MoveButtons({
  index,
  count,
  onMove,
  name,
  remove,
  disabled = false,
}: {
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  name?: string;
  remove?: { label: string; onClick: () => void; className?: string };
  disabled?: boolean;
}) {
  const intl = useIntl();
  const label = (direction: MoveDirection) =>
    name
      ? intl.formatMessage(direction === 'up' ? moveMessages.upNamed : moveMessages.downNamed, { name })
      : intl.formatMessage(moveMessages[direction]);
  return (
    <>
      <Button
        variant="ghost"
        aria-label={label('up')}
        title={intl.formatMessage(moveMessages.up)}
        disabled={disabled || index <= 0}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">{ARROWS.up}</span>
      </Button>
      <Button
        variant="ghost"
        aria-label={label('down')}
        title={intl.formatMessage(moveMessages.down)}
        disabled={disabled || index === count - 1}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">{ARROWS.down}</span>
      </Button>
      {remove && (
        <Button variant="ghost" disabled={disabled} onClick={remove.onClick} className={remove.className}>
          {remove.label}
        </Button>
      )}
    </>
  );
}
