export * from './passages';
