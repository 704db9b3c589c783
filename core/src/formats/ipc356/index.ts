export { importIpc356 } from './import-ipc356';
