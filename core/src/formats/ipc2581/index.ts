export { looksLikeIpc2581 } from './detect';
export { importIpc2581, importIpc2581Bytes } from './import-ipc2581';
