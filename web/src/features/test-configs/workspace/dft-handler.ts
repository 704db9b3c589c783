import {
  analyzeDft,
  type Board,
  designFixtureOnly,
  generateTestStrategy,
  interfaceDemands,
  type NetDemand,
  proposeTestConfig,
  withPowerProbes,
} from '@studio/core';
import type { DftRequest, DftResponse } from './dft-protocol';

/**
 * The DFT engine behind the protocol: holds the board, answers analyses and proposals. Runs inside
 * the worker, or on the main thread where there is no Worker (tests). Never throws: an engine error
 * becomes an `error` answer.
 */
export function createDftHandler(now: () => number = () => performance.now()) {
  let board: Board | null = null;
  // The plan's net demands for the interface mapping: rails, grounds, ports and buses are the board's,
  // so they are drafted once per board (decision 0061).
  let demands: NetDemand[] | null = null;
  return (request: DftRequest): DftResponse | null => {
    if (request.type === 'board') {
      board = request.board;
      demands = null;
      return null;
    }
    if (!board) return { type: 'error', seq: request.seq, message: 'No board loaded for the analysis.' };
    const started = now();
    try {
      if (request.type === 'analyze') {
        const report = analyzeDft(board, request.config, { thresholds: request.thresholds });
        return { type: 'analysis', seq: request.seq, report, ms: now() - started };
      }
      if (request.type === 'design') {
        demands ??= interfaceDemands(generateTestStrategy({ board, config: null }));
        const design = designFixtureOnly(board, request.config, request.catalog, {
          ...(request.thresholds ? { thresholds: request.thresholds } : {}),
          interface: { demands },
        });
        return { type: 'design', seq: request.seq, design, ms: now() - started };
      }
      const proposal = proposeTestConfig(board, request.options);
      if (!request.catalog) return { type: 'proposal', seq: request.seq, proposal, ms: now() - started };
      // The plan's supply and ground nets get their force and sense probes (decision 0074).
      demands ??= interfaceDemands(generateTestStrategy({ board, config: null }));
      const { config } = withPowerProbes(board, proposal.config, request.catalog, {
        ...(request.options.thresholds ? { thresholds: request.options.thresholds } : {}),
        interface: { demands },
      });
      return { type: 'proposal', seq: request.seq, proposal: { ...proposal, config }, ms: now() - started };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { type: 'error', seq: request.seq, message: `The DFT engine stopped: ${message}` };
    }
  };
}
