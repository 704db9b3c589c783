import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DftFinding, DftRuleSummary } from '@studio/api';
import { analyzeDft, importKicad, proposeTestConfig, type RuleId } from '@studio/core';
import { describe, expect, it } from 'vitest';
import {
  compareFindings,
  groupFindings,
  locateFinding,
  pageCount,
  pageOf,
  topIssues,
} from './finding-groups';

/** A rule id; the tests also use ids this engine does not know (as a newer engine's report has). */
const ruleId = (id: string) => id as RuleId;

const rule = (id: string, title = id): DftRuleSummary => ({
  id: ruleId(id),
  title,
  status: 'fail',
  worst: null,
  unit: 'mm',
  threshold: { recommended: 1, minimum: 0.5 },
  count: 0,
  checked: 0,
});

const finding = (
  r: string,
  severity: DftFinding['severity'],
  measured: number | null,
  message = r,
): DftFinding => ({
  rule: ruleId(r),
  severity,
  message,
  measured,
  unit: measured === null ? null : 'mm',
  threshold: { recommended: 1, minimum: 0.5 },
  features: [],
  location: null,
});

const RULES = [
  rule('tp-pad-size', 'Pad size'),
  rule('tp-spacing', 'Spacing'),
  rule('component-height', 'Height'),
];

describe('groupFindings', () => {
  it('groups fails before warnings, rules in report order, and leaves passes out', () => {
    const findings = [
      finding('tp-spacing', 'warning', 1.5),
      finding('tp-pad-size', 'fail', 0.3),
      finding('tp-spacing', 'fail', 0.4),
      finding('tp-pad-size', 'pass', 0.9),
      finding('tp-pad-size', 'warning', 0.7),
    ];
    const groups = groupFindings(findings, RULES);
    expect(groups.map((s) => [s.severity, s.count, s.rules.map((g) => g.key)])).toEqual([
      ['fail', 2, ['fail:tp-pad-size', 'fail:tp-spacing']],
      ['warning', 2, ['warning:tp-pad-size', 'warning:tp-spacing']],
    ]);
    expect(groups[0]!.rules[0]!.title).toBe('Pad size');
    // Each item remembers its place in the report (the page's key for it).
    expect(groups[1]!.rules[1]!.items.map((i) => i.index)).toEqual([0]);
  });

  it('orders a rule worst first: smallest for "at least" rules, largest for "at most" rules, unmeasured last', () => {
    const findings = [
      finding('tp-spacing', 'fail', 0.8),
      finding('tp-spacing', 'fail', null),
      finding('tp-spacing', 'fail', 0.2),
      finding('tp-spacing', 'fail', 0.5),
      finding('component-height', 'warning', 6),
      finding('component-height', 'warning', 9.5),
      finding('component-height', 'warning', 7),
    ];
    const [fails, warnings] = groupFindings(findings, RULES);
    expect(fails!.rules[0]!.items.map((i) => i.finding.measured)).toEqual([0.2, 0.5, 0.8, null]);
    expect(warnings!.rules[0]!.items.map((i) => i.finding.measured)).toEqual([9.5, 7, 6]);
  });

  it('keeps equal values in report order and puts rules it does not know last, by id', () => {
    const findings = [
      finding('zz-new-rule', 'fail', 1),
      finding('aa-new-rule', 'fail', 1),
      finding('tp-spacing', 'fail', 0.5, 'second'),
      finding('tp-spacing', 'fail', 0.5, 'first?'),
    ];
    const [fails] = groupFindings(findings, RULES);
    expect(fails!.rules.map((g) => g.rule)).toEqual(['tp-spacing', 'aa-new-rule', 'zz-new-rule']);
    expect(fails!.rules[0]!.items.map((i) => i.index)).toEqual([2, 3]);
    // A rule the report's rule list lacks is titled by its id.
    expect(fails!.rules[1]!.title).toBe('aa-new-rule');
  });

  it('has no groups for a clean report', () => {
    expect(groupFindings([finding('tp-spacing', 'pass', 2)], RULES)).toEqual([]);
  });

  it('compareFindings breaks ties by report order', () => {
    const a = { index: 4, finding: finding('tp-spacing', 'fail', 0.5) };
    const b = { index: 2, finding: finding('tp-spacing', 'fail', 0.5) };
    expect(compareFindings('tp-spacing', a, b)).toBeGreaterThan(0);
  });
});

describe('paging and locating', () => {
  const many = Array.from({ length: 60 }, (_, i) => finding('tp-spacing', 'fail', i / 100));
  const groups = groupFindings(many, RULES);

  it('pages a group and counts its pages', () => {
    const items = groups[0]!.rules[0]!.items;
    expect(pageOf(items, 3, 25).map((i) => i.index)).toEqual(Array.from({ length: 10 }, (_, i) => 50 + i));
    expect(pageCount(60, 25)).toBe(3);
    expect(pageCount(0, 25)).toBe(1);
  });

  it('finds the group and page of a finding (a marker clicked on the board)', () => {
    expect(locateFinding(groups, 0, 25)).toEqual({ key: 'fail:tp-spacing', page: 1 });
    expect(locateFinding(groups, 26, 25)).toEqual({ key: 'fail:tp-spacing', page: 2 });
    expect(locateFinding(groups, 999, 25)).toBeNull();
  });
});

describe('topIssues', () => {
  it('takes each rule’s worst first, fails before warnings, then fills up in order', () => {
    const findings = [
      finding('tp-spacing', 'fail', 0.3),
      finding('tp-spacing', 'fail', 0.1),
      finding('tp-pad-size', 'fail', 0.4),
      finding('component-height', 'warning', 8),
    ];
    const top = topIssues(groupFindings(findings, RULES), 4);
    expect(top.map((i) => i.index)).toEqual([2, 1, 3, 0]);
    expect(topIssues(groupFindings(findings, RULES), 2).map((i) => i.index)).toEqual([2, 1]);
  });
});

describe('on a real analysis (tomu-fpga, proposed config)', () => {
  const file = path.resolve(__dirname, '../../../../../shared/testdata/kicad/tomu-fpga.kicad_pcb');
  const { board } = importKicad(readFileSync(file, 'utf8'), 'tomu-fpga.kicad_pcb');
  const report = analyzeDft(board, proposeTestConfig(board).config);

  it('each rule group holds exactly the issues the rule summary counts', () => {
    const groups = groupFindings(report.findings, report.rules);
    const perRule = new Map<string, number>();
    for (const s of groups)
      for (const g of s.rules) perRule.set(g.rule, (perRule.get(g.rule) ?? 0) + g.items.length);
    for (const r of report.rules) expect(perRule.get(r.id) ?? 0, r.id).toBe(r.count);
    expect(groups.reduce((n, s) => n + s.count, 0)).toBe(report.findings.length);
  });
});
