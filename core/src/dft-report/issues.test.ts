import { describe, expect, it } from 'vitest';
import type { Finding, RuleSummary } from '../dft/types';
import { groupIssues, mostSevereIssues, worstSeverityByTestPoint } from './issues';

const finding = (rule: Finding['rule'], severity: Finding['severity'], features: string[]): Finding => ({
  rule,
  severity,
  message: `${rule} ${severity} ${features.join(',')}`,
  measured: null,
  unit: null,
  threshold: { recommended: null, minimum: null },
  features,
  location: null,
});

const rule = (id: RuleSummary['id'], title: string): RuleSummary => ({
  id,
  title,
  status: 'pass',
  worst: null,
  unit: null,
  threshold: { recommended: null, minimum: null },
  count: 0,
  checked: 0,
});

const rules = [rule('tp-pad-size', 'Pad size'), rule('tp-spacing', 'Spacing'), rule('tp-board-edge', 'Edge')];
const findings = [
  finding('tp-board-edge', 'fail', ['T3']),
  finding('tp-spacing', 'fail', ['T1', 'T2']),
  finding('tp-pad-size', 'warning', ['T2']),
  finding('tp-spacing', 'warning', ['T2', 'T4']),
  finding('tp-spacing', 'pass', ['T5']),
];

describe('report issues', () => {
  it('groups fails before warnings, then in rule order, without passes', () => {
    const groups = groupIssues({ findings, rules });
    expect(groups.map((g) => [g.severity, g.rule, g.title, g.findings.length])).toEqual([
      ['fail', 'tp-spacing', 'Spacing', 1],
      ['fail', 'tp-board-edge', 'Edge', 1],
      ['warning', 'tp-pad-size', 'Pad size', 1],
      ['warning', 'tp-spacing', 'Spacing', 1],
    ]);
  });

  it('takes the most severe issues first and honours the limit', () => {
    expect(mostSevereIssues({ findings, rules }, 3).map((f) => f.message)).toEqual([
      'tp-spacing fail T1,T2',
      'tp-board-edge fail T3',
      'tp-pad-size warning T2',
    ]);
    expect(mostSevereIssues({ findings, rules }, 0)).toEqual([]);
  });

  it('colours each selected test point by its worst finding; other features are ignored', () => {
    const testPoints = ['T1', 'T2', 'T4', 'T5', 'T6'].map((id) => ({ id }));
    const worst = worstSeverityByTestPoint({ findings, testPoints } as never);
    expect(Object.fromEntries(worst)).toEqual({
      T1: 'fail',
      T2: 'fail',
      T4: 'warning',
      T5: 'pass',
      T6: 'pass',
    });
  });
});
