import { Button } from './button.tsx';

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
  const label = (direction: MoveDirection) => (name ? `Move ${name} ${direction}` : `Move ${direction}`);
  return (
    <>
      <Button
        variant="ghost"
        aria-label={label('up')}
        title="Move up"
        disabled={disabled || index <= 0}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        aria-label={label('down')}
        title="Move down"
        disabled={disabled || index === count - 1}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      {remove && (
        <Button variant="ghost" disabled={disabled} onClick={remove.onClick} className={remove.className}>
          {remove.label}
        </Button>
      )}
    </>
  );
}
