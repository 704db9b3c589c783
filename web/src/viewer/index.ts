// The 2D board viewer: framework-free, driven through an imperative API (ARCHITECTURE.md "Board view").
export { createBoardViewer, DEFAULT_LAYERS } from './board-viewer';
export { sideLabel } from './viewer-dom';
export { formatLength, formatPoint, formatSize, fromMm, MM_PER_MIL } from './units';
export type { Renderer } from './renderer';
export type * from './types';
