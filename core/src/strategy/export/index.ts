export { csvField, strategyToCsv } from './csv';
export { strategyToJson } from './json';
export { type MarkdownOptions, strategyToMarkdown } from './markdown';
export { type ExportFile, type PytestOptions, strategyToPytest } from './pytest';
export { studioTargetJson } from './pytest-results-plugin';
