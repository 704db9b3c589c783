import { describe, expect, it } from 'vitest';
import { parseTestRecord, type TestRecord } from './test-record';

type Expected = Partial<Omit<TestRecord, 'line' | 'code'>>;

// One line per writer habit (KiCad 6/9, Altium 14, Eagle 7, a long reference, broken lines).
const CASES: [string, string, Expected][] = [
  [
    'KiCad via: mid-point flag, signed location, round size',
    '317/CLOCK-RB6       VIA        MD0236PA00X+050250Y+017000X0630Y0000R000S3',
    {
      net: '/CLOCK-RB6',
      ref: 'VIA',
      pin: '',
      midpoint: true,
      drill: 236,
      plated: true,
      access: 0,
      x: 50250,
      y: 17000,
      sizeX: 630,
      sizeY: 0,
      rotation: 0,
      mask: 3,
    },
  ],
  [
    'Altium SMD: plating flag without drill, blank sign, blank before S',
    '327NNAME1           Q1    -3         PA01X 019876Y 012250X0236Y0591R270 S0',
    {
      net: 'NNAME1',
      ref: 'Q1',
      pin: '3',
      drill: null,
      access: 1,
      x: 19876,
      y: 12250,
      sizeX: 236,
      sizeY: 591,
      rotation: 270,
      mask: 0,
    },
  ],
  [
    'Altium through-hole: X0000 size, no Y size, no rotation',
    '317                 M3    -1    D1250PA00X 007874Y 001968X0000          S0',
    {
      net: '',
      ref: 'M3',
      pin: '1',
      drill: 1250,
      x: 7874,
      y: 1968,
      sizeX: 0,
      sizeY: null,
      rotation: null,
      mask: 0,
    },
  ],
  [
    'Eagle: blanks inside numbers, no mask field',
    '317GND              VIA         D  24PA00X  14900Y   1450X 396Y 396',
    { net: 'GND', ref: 'VIA', drill: 24, x: 14900, y: 1450, sizeX: 396, sizeY: 396, mask: null },
  ],
  [
    'Eagle: pin named "+", rotation with blanks',
    '327N$3              C1    -+          A01X   9700Y  10402X1575Y 630R 90',
    { net: 'N$3', ref: 'C1', pin: '+', access: 1, x: 9700, y: 10402, sizeX: 1575, sizeY: 630, rotation: 90 },
  ],
  [
    'reference longer than its 6 columns pushes the fields right',
    '317SCL              COMMUNICATION-1    D  40PA00X  34000Y  20000X 600Y1200R270 ',
    {
      net: 'SCL',
      ref: 'COMMUNICATION',
      pin: '1',
      shifted: true,
      drill: 40,
      x: 34000,
      y: 20000,
      sizeX: 600,
      sizeY: 1200,
      rotation: 270,
    },
  ],
  [
    'KiCad 9: negative Y, garbage mask code kept raw',
    '317COLUMN?0         VIA        MD0118PA00X+061961Y-026857X0236Y0000R000S-190714749',
    { net: 'COLUMN?0', ref: 'VIA', x: 61961, y: -26857, mask: -190714749, shifted: false },
  ],
  [
    'pin that starts with M is a pin, not the mid-point flag',
    '317                 J4    -M2   D0330PA00X 012447Y 008030X0000          S1',
    { ref: 'J4', pin: 'M2', midpoint: false, drill: 330, mask: 1 },
  ],
  [
    'unreadable text: fields before it survive, its column is reported',
    '327GND              R1    -1          A01X+000100Y+000200#garbage',
    { ref: 'R1', x: 100, y: 200, sizeX: null, junkColumn: 58 },
  ],
  [
    'truncated line: what is there is read',
    '317GND              J1    -1    D04',
    { ref: 'J1', drill: 4, x: null, y: null },
  ],
  [
    'unplated hole',
    '367N/C              P101        D1693UA00X+006000Y+007000X1693Y0000R000S0',
    { ref: 'P101', pin: '', plated: false },
  ],
];

describe('parseTestRecord', () => {
  it.each(CASES)('%s', (_name, line, expected) => {
    const record = parseTestRecord(line, 7);
    expect(record).toMatchObject({ line: 7, code: line.slice(0, 3), ...expected });
  });
});
