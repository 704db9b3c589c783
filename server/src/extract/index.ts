export { describeAccepted, detectDocumentFormat } from './detect-format';
export { type ExtractedDocument, extractDocument } from './extract';
export { ExtractionError, type ExtractLimits, extractLimitsOf } from './types';
