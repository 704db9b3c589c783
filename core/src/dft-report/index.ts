export * from './issues';
export * from './lengths';
export * from './probe-list';
export * from './probe-list-csv';
