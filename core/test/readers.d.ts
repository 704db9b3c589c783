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

declare module 'occt-import-js' {
  interface OcctMesh {
    name: string;
    attributes: { position: { array: number[] }; normal?: { array: number[] } };
    index: { array: number[] };
    brep_faces: { first: number; last: number; color: number[] | null }[];
  }
  interface OcctResult {
    success: boolean;
    meshes: OcctMesh[];
  }
  interface Occt {
    ReadStepFile(content: Uint8Array, params: Record<string, unknown> | null): OcctResult;
  }
  function occtimportjs(options?: Record<string, unknown>): Promise<Occt>;
  export default occtimportjs;
}
