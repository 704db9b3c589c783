export * from './probe-catalog';
export * from './probe-classes';
export * from './probe-force';
export * from './tip-style';
export * from './pin-pattern';
export * from './registration';
