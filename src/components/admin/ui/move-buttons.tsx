'use client';
/**
 * The up and down buttons of an item in a list ordered by hand (a section's list items, a page's
 * FAQ): each an arrow with its name (shown or for screen readers only), disabled at its end of the
 * list, so the keyboard does it all. `useMoveFocus` keeps the focus on the moved item's button
 * once the list shows the new order (its other button when it reached an end).
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/admin/ui/button';

export type MoveDirection = 'up' | 'down';

const directions = ['up', 'down'] as const;

function moveButtonId(idPrefix: string, direction: MoveDirection): string {
  return `${idPrefix}-${direction}`;
}

export function MoveButtons({
  idPrefix,
  index,
  count,
  disabled = false,
  label,
  onMove,
}: {
  /** Unique to the item on the screen: the buttons' ids, which the focus is brought back to. */
  idPrefix: string;
  /** The item's place in the list and the list's length. */
  index: number;
  count: number;
  /** Both off (a move under way). */
  disabled?: boolean;
  /** What a button says beside its arrow; its name for screen readers at least. */
  label: (direction: MoveDirection) => ReactNode;
  onMove: (direction: MoveDirection) => void;
}) {
  return directions.map((direction) => (
    <Button
      key={direction}
      id={moveButtonId(idPrefix, direction)}
      variant="ghost"
      size="sm"
      disabled={disabled || (direction === 'up' ? index === 0 : index === count - 1)}
      onClick={() => onMove(direction)}
    >
      {direction === 'up' ? (
        <ArrowUp aria-hidden="true" className="size-4" />
      ) : (
        <ArrowDown aria-hidden="true" className="size-4" />
      )}
      {label(direction)}
    </Button>
  ));
}

/**
 * Brings the focus back to a moved item's button once `list` (the order shown) has changed:
 * call the returned function with the item's `idPrefix` and the direction it moved when the move
 * is made. At the list's end that button is disabled, so its other one takes the focus.
 */
export function useMoveFocus(list: unknown): (idPrefix: string, direction: MoveDirection) => void {
  const wanted = useRef<{ idPrefix: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    const moved = wanted.current;
    if (!moved) return;
    wanted.current = null;
    const button = document.getElementById(moveButtonId(moved.idPrefix, moved.direction));
    const other = moved.direction === 'up' ? 'down' : 'up';
    const target =
      button instanceof HTMLButtonElement && !button.disabled
        ? button
        : document.getElementById(moveButtonId(moved.idPrefix, other));
    target?.focus();
  }, [list]);
  return useCallback((idPrefix, direction) => {
    wanted.current = { idPrefix, direction };
  }, []);
}
