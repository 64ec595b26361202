/** The browser's offset east of UTC in minutes at an instant (Istanbul +180), as X-Timezone-Offset sends it. */
export function timezoneOffsetMinutes(date = new Date()): number {
  // getTimezoneOffset is minutes *west* of UTC; the server wants minutes east.
  return -date.getTimezoneOffset() || 0;
}
