export { parseSexpr, SexprSyntaxError, type ParseSexprOptions } from './parse';
export { SexprTree, LIST, SYMBOL, STRING, STRING_ESCAPED } from './tree';
export { parseDecimal } from './number';
export { WordSet } from './words';
export { SexprStream, NodeCollector, END, OPEN, NODE, CLOSE } from './stream';
