// Types of the independent readers the fabrication tests use (the packages ship none).

declare module 'gerber-parser' {
  import type { Transform } from 'node:stream';
  interface GerberParserOptions {
    filetype?: 'gerber' | 'drill';
  }
  function gerberParser(options?: GerberParserOptions): Transform;
  export default gerberParser;
}

declare module 'gltf-validator' {
  interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationMessage[];
    };
    info: {
      totalVertexCount?: number;
      totalTriangleCount?: number;
      drawCallCount?: number;
      [key: string]: unknown;
    };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: Record<string, unknown>,
  ): Promise<ValidationReport>;
  export function version(): string;
}
