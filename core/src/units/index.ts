export * from './rounding';
export * from './format-number';
