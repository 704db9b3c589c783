// The one Drizzle schema of Studio (drizzle-kit generates server/drizzle/ from it).
export * from './auth';
export * from './company';
export * from './address';
export * from './dut';
export * from './job';
export * from './test-config';
export * from './parts';
export * from './knowledge';
export * from './chat';
export * from './test-strategy';
export * from './solution';
export * from './fixture';
export * from './step-model';
export * from './station';
export * from './results';
