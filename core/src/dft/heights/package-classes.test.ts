import { describe, expect, it } from 'vitest';
import { classifyPackage, UNKNOWN_PACKAGE_HEIGHT_MM } from './package-classes';

// The package class a footprint, value and reference fall in. Real names from the shared boards
// (tomu-fpga, Duet2, pic_programmer) and KiCad's libraries; the classes of tomu's three parts that
// were "unknown" (3 mm) before: its WLCSP FPGA, its 2520 crystal and its RGB LED.
const cases: [footprint: string, value: string, ref: string, cls: string | null][] = [
  ['tomu-fpga:iCE40UP5K-UWG30', 'ICE40UP5K-UWG30', 'U5', 'wlcsp'],
  ['Package_CSP:WLCSP-20_1.934x2.434mm_Layout4x5_P0.4mm', 'MAX17048', 'U1', 'wlcsp'],
  ['Package_BGA:Texas_DSBGA-8_1.43x0.77mm_Layout2x4_P0.5mm', 'TPS62840', 'U2', 'wlcsp'],
  ['Package_BGA:BGA-256_17.0x17.0mm_Layout16x16_P1.0mm', 'XC7A35T', 'U3', 'bga'],
  ['Package_CSP:LFCSP-16-1EP_3x3mm_P0.5mm', 'ADP5090', 'U4', 'bga'],
  ['tomu-fpga:XTAL-2520', 'Crystal Oscillator', 'U7', 'crystal-smd'],
  ['Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm', '16MHz', 'Y1', 'crystal-smd'],
  ['Crystal:Crystal_HC49-U_Vertical', '8MHz', 'Y2', 'crystal-hc49-th'],
  ['tomu-fpga:LED-RGB-5DS-UHD1110-FKA', 'RGB-LED', 'U10', 'led-smd'],
  ['LED_SMD:LED_PLCC-2', 'white', 'D1', 'led-smd'],
  ['LED_SMD:LED_0603_1608Metric', 'green', 'D2', 'chip-0603'],
  ['LED_THT:LED_D5.0mm', 'red', 'D3', 'led-5mm'],
  ['tomu-fpga:X1-DFN1006-2', 'D5V0L1B2LP3-7', 'D1', 'qfn'],
  ['tomu-fpga:R_0201_0603Metric', '10k', 'R1', 'chip-0201'],
  ['Package_TO_SOT_SMD:SOT-23', 'BSS138', 'Q1', 'sot-23'],
  // pic_programmer's regulator lies on its tab: 4.9 mm, not a standing TO-220's 16 mm.
  ['Package_TO_SOT_THT:TO-220-3_Horizontal_TabDown', '7805', 'U3', 'to-220-flat'],
  ['Package_TO_SOT_THT:TO-220-3_Horizontal_TabUp', 'IRF540', 'Q1', 'to-220-flat'],
  ['Package_TO_SOT_THT:TO-220-3_Vertical', '7805', 'U1', 'to-220'],
  ['Package_TO_SOT_THT:TO-247-3_Horizontal_TabDown', 'IRFP260', 'Q2', 'to-247-flat'],
  ['Package_TO_SOT_THT:TO-247-3_Vertical', 'IRFP260', 'Q3', 'to-247'],
  // Footprints named by the metric chip code alone (KiCad's StickHub demo board): 1.0 × 0.5 mm is an
  // 0402, 1.6 × 0.8 an 0603, 2.0 × 1.25 an 0805 — not the 3 mm of an unknown part.
  ['Capacitor_SMD:1005_C', '100n', 'C4', 'chip-0402'],
  ['Resistor_SMD:1005_C', '10k', 'R3', 'chip-0402'],
  ['Capacitor_SMD:1608_C', '1u', 'C12', 'chip-0603'],
  ['Capacitor_SMD:2012_C', '10u', 'C22', 'chip-0805'],
  ['Capacitor_SMD:3216_C', '22u', 'C30', 'chip-1206'],
  // A metric code inside a part number is not a chip size: the Kingbright LED is 1.6 × 0.8 but named by
  // its part number, and a value of 1005.5 Ω is no size.
  ['MyLib:APHB1608LZGKSURKC', 'LED', 'D5', null],
  ['MyLib:ODD_PART', '1005.5', 'X2', null],
  ['MyLib:ODD_PART', 'thing', 'X1', null],
];

describe('package classes', () => {
  it.each(cases)('%s (%s, %s) → %s', (footprint, value, ref, cls) => {
    expect(classifyPackage(footprint, value, ref)?.name ?? null).toBe(cls);
  });

  it('gives the new classes heights below the unknown default, typical maximum seated heights', () => {
    const height = (fp: string, v: string) => classifyPackage(fp, v, 'U1')!.heightMm;
    expect(height('tomu-fpga:iCE40UP5K-UWG30', '')).toBe(0.65);
    expect(height('tomu-fpga:XTAL-2520', '')).toBe(1);
    expect(height('tomu-fpga:LED-RGB-5DS-UHD1110-FKA', '')).toBe(2);
    expect(UNKNOWN_PACKAGE_HEIGHT_MM).toBe(3);
  });
});
