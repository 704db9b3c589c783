// The engine version is core-wide (the importers stamp boards with it): core/src/version.ts.
export { ENGINE_VERSION } from '../version';
