export { type BoardSvgOptions, renderBoardSvg, sideLabel } from './render-board-svg';
export { escapeXml } from './escape-xml';
