export * from './common';
export * from './account';
export * from './company';
export * from './address';
export * from './countries';
export * from './realtime';
export * from './ids';
export * from './dut';
