import type { MouseEvent } from 'react';

/**
 * Whether a pointer event on a modal <dialog> fell on its backdrop: the event's target is the
 * dialog element itself and the point lies outside its box (the box's own padding is the
 * dialog too, so the target alone cannot tell).
 */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
