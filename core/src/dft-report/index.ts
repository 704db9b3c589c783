export * from './issues';
export * from './lengths';
export * from './probe-list';
export * from './probe-list-csv';
export * from './measure-format';
export * from './feature-lookup';
export * from './candidate-counts';
export * from './refusal-text';
