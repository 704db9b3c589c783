export type { DeviceKind, DeviceValue, NetRole, TesterChannel, TesterInput, TesterText } from './model';
export { testerFrame, type TesterFrame } from './frame';
export {
  TESTER_FILES,
  TESTER_FORMATS,
  type TesterFormat,
  writeTesterFiles,
  writeTesterFormat,
} from './tester-files';
export { GENCAD_VERSION, writeGencad } from './gencad/write-gencad';
export { writeI3070Board } from './i3070/write-board';
export { writeI3070BoardXy } from './i3070/write-board-xy';
export { writeIpc356a } from './ipc356a/write-ipc356a';
export {
  FLYING_PROBE_HEADER,
  FLYING_PROBE_LAYOUT,
  writeFlyingProbeCsv,
} from './flying-probe/write-flying-probe';
