import { Button } from './button.tsx';

/**
 * "Move up" and "Move down" of a row of an ordered list (included services, restrictions): the first row has no up,
 * the last no down.
 */
export function MoveButtons({
  index,
  count,
  disabled,
  onMove,
}: {
  index: number;
  count: number;
  disabled: boolean;
  /** The row's new place (one up or one down). */
  onMove: (to: number) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        aria-label="Move up"
        title="Move up"
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        aria-label="Move down"
        title="Move down"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
