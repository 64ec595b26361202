import type { DragEvent } from 'react';
import { MINUTE_MS, MINUTES_PER_DAY, TIMELINE_OFFSET_PERCENT, TIMELINE_WIDTH_PERCENT, assignmentLengthMs, type TrainingVacation, type WorkOrder } from '@fsp/domain';
import { TIME_STEP_MINUTES, snapToStep } from './drag';

/**
 * Dragging a row of the Work orders or Training/Vacation list onto a technician's timeline (issue 18
 * item 12). The browser carries only a marker type; the row itself stays here, as one drag runs at a
 * time in a page and the lists and the grid live in the same board.
 */
export const LIST_DRAG_TYPE = 'application/x-fsp-planning-row';

export type ListDragSource = { kind: 'workOrder'; workOrder: WorkOrder } | { kind: 'trainingVacation'; trainingVacation: TrainingVacation };

let current: ListDragSource | null = null;

export function startListDrag(event: DragEvent, source: ListDragSource, label: string): void {
  current = source;
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData(LIST_DRAG_TYPE, source.kind);
  event.dataTransfer.setData('text/plain', label);
}

export function endListDrag(): void {
  current = null;
}

/** The row being dragged when the event carries one of ours, else null (files, text, a block of the grid). */
export function listDragOf(event: DragEvent): ListDragSource | null {
  return current !== null && Array.from(event.dataTransfer.types).includes(LIST_DRAG_TYPE) ? current : null;
}

/**
 * The time under the pointer on a timeline cell showing `view` (its start, epoch ms, and length in minutes: the
 * whole day or the working-hours window): the inverse of the spec's geometry (the window spans 85 % after a 7.5 %
 * offset), snapped to the form's 10-minute step from midnight and kept so that at least one step fits the window.
 */
export function timeAtPointer(offsetPx: number, cellWidthPx: number, dayStart: number, view: { start: number; minutes: number } = { start: dayStart, minutes: MINUTES_PER_DAY }): number | null {
  if (!(cellWidthPx > 0) || !Number.isFinite(offsetPx) || !(view.minutes > TIME_STEP_MINUTES)) return null;
  const percent = (offsetPx / cellWidthPx) * 100;
  const minute = ((percent - TIMELINE_OFFSET_PERCENT) / TIMELINE_WIDTH_PERCENT) * view.minutes;
  const latest = view.minutes - TIME_STEP_MINUTES;
  return snapToStep(view.start + Math.min(Math.max(minute, 0), latest) * MINUTE_MS, dayStart);
}

/** A dropped row's range from `start`: a work order's (single item's) standard hours, else the form's two hours. */
export function droppedRange(source: ListDragSource, start: number): { start: number; end: number } {
  const standardHours =
    source.kind === 'workOrder' ? (source.workOrder.workOrderItems.length === 1 ? source.workOrder.workOrderItems[0].standardHour : null) ?? source.workOrder.standardHour : null;
  return { start, end: start + assignmentLengthMs(standardHours) };
}

/** The props that make a list row draggable onto the timeline (antd Table's onRow). */
export function listRowDrag(source: ListDragSource, label: string) {
  return {
    draggable: true,
    className: 'pg-list-row-draggable',
    onDragStart: (event: DragEvent) => startListDrag(event, source, label),
    onDragEnd: endListDrag,
  };
}
