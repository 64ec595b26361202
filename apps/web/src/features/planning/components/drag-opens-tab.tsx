import type { DragEvent, ReactNode } from 'react';
import { listDragOf } from '../model/list-drag';

/**
 * A tab label that opens its tab when a list row is dragged over it, so a work order dragged from the
 * Work orders tab can be dropped on the Technician tab's timeline (issue 18 item 12).
 */
export function DragOpensTab({ children, onOpen }: { children: ReactNode; onOpen: () => void }) {
  const open = (event: DragEvent) => {
    if (!listDragOf(event)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <span onDragEnter={open} onDragOver={open} data-testid="planning-tab-technician">
      {children}
    </span>
  );
}
