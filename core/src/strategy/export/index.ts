export { csvField, strategyToCsv } from './csv';
export { strategyToJson } from './json';
export { type MarkdownOptions, strategyToMarkdown } from './markdown';
export {
  type ExportFile,
  PYTEST_FILES,
  type PytestFile,
  type PytestOptions,
  strategyToPytest,
} from './pytest';
export { studioTargetJson } from './pytest-results-plugin';
