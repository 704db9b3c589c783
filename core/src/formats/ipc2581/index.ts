export { looksLikeIpc2581 } from './detect';
export { importIpc2581 } from './import-ipc2581';
