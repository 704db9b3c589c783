export * from './rounding';
export * from './format-number';
export * from './format-si';
