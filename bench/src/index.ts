// The bench package's public surface: the synthetic-board generator and its writers, for tests that
// check the generator against the importers.
export {
  allFiles,
  type GeneratedBoard,
  type GeneratedFile,
  type GerberSetFile,
  generateBoardFiles,
} from './generate-board';
export { type SynthesizeOptions, type SyntheticBoard, synthesizeBoard } from './synth/synthesize-board';
