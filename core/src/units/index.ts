export * from './rounding';
