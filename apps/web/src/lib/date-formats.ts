/** How dates and times are shown everywhere (dayjs formats): the spec's YYYY-MM-DD HH:mm. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
