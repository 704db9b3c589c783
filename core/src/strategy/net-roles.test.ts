import { describe, expect, it } from 'vitest';
import { testerBoard } from '../testing/tester-board';
import { supplyNetRoles } from './net-roles';

describe('supplyNetRoles', () => {
  it('names rails power and returns ground, leaves signals out', () => {
    expect(supplyNetRoles(testerBoard())).toEqual({ GND: 'ground', '+3V3': 'power' });
  });
});
