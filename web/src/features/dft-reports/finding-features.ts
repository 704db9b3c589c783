// The feature labels of a report's findings live in core (the page and the server's PDF say the same).
export {
  type BoardLookup,
  boardLookup,
  type FindingFeature as FeatureRef,
  findingBounds,
  findingFeatures,
  findingNet,
} from '@studio/core';
