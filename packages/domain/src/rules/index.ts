export * from './text-search';
export * from './overlap';
export * from './working-hours';
export * from './date-presets';
export * from './truncation';
export * from './timeline';
export * from './work-orders';
