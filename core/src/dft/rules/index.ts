import type { Rule } from '../rule';
import { boardThickness } from './board-thickness';
import { componentHeight } from './component-height';
import { configKitFit, configKitProbes, configProbeForce } from './config-kit';
import {
  configGuidePinsCollinear,
  configGuidePinsSymmetric,
  configLocating,
  configToolingPlated,
} from './config-locating';
import { configReferences } from './config-references';
import { configBothSides, configProbeSide, configTestPoints } from './config-selection';
import { coverageAccessible, coverageProbed } from './coverage-nets';
import { guidePinSpacing } from './guide-pin-spacing';
import { guidePinTp } from './guide-pin-tp';
import { pressurePinClearance } from './pressure-pins';
import { probeClass } from './probe-class';
import { tpAccessible } from './tp-accessible';
import { tpBoardEdge } from './tp-board-edge';
import { tpComponent } from './tp-component';
import { tpLargeHole } from './tp-large-hole';
import { tpPadSize } from './tp-pad-size';
import { tpSmdTermination } from './tp-smd-termination';
import { tpSpacing } from './tp-spacing';

/** Every rule, in report order: PRODUCT.md §5's table, then probe classes, configuration, coverage. */
export const RULES: readonly Rule[] = [
  tpPadSize,
  tpSpacing,
  guidePinSpacing,
  guidePinTp,
  tpBoardEdge,
  tpComponent,
  componentHeight,
  tpAccessible,
  tpSmdTermination,
  tpLargeHole,
  boardThickness,
  probeClass,
  configReferences,
  configTestPoints,
  configLocating,
  configGuidePinsCollinear,
  configGuidePinsSymmetric,
  configToolingPlated,
  configProbeSide,
  configBothSides,
  configKitFit,
  configKitProbes,
  configProbeForce,
  pressurePinClearance,
  coverageAccessible,
  coverageProbed,
];
