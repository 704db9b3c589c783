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
  // Through-hole parts named by KiCad's library conventions (pic_programmer, complex_hierarchy, ecc83,
  // interf_u from KiCad's demos): sized from the name, no longer the 3 mm unknown default.
  ['Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal', '10k', 'R1', 'axial-lying'],
  ['Capacitor_THT:CP_Axial_L18.0mm_D6.5mm_P25.00mm_Horizontal', '220uF', 'C1', 'axial-lying'],
  ['Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P2.54mm_Vertical', '10k', 'R2', 'axial-standing'],
  ['Capacitor_THT:C_Disc_D5.1mm_W3.2mm_P5.00mm', '100nF', 'C4', 'disc'],
  ['Inductor_THT:L_Radial_D7.8mm_P5.00mm_Fastron_07HCP', '22uH', 'L1', 'radial'],
  ['Capacitor_THT:C_Rect_L7.2mm_W3.0mm_P5.00mm_H12.5mm', '1uF', 'C5', 'height-in-name'],
  ['Valve:Valve_ECC-83-1', 'ECC83', 'U1', 'valve'],
  ['Crystal:Crystal_HC18-U_Horizontal', '4MHz', 'X1', 'crystal-hc-flat'],
  ['Crystal:Crystal_HC49-U_Horizontal', '8MHz', 'X2', 'crystal-hc-flat'],
  ['Crystal:Crystal_HC18-U_Vertical', '4MHz', 'X3', 'crystal-hc49-th'],
  // A diode named by its JEDEC outline alone gives no size: still unknown.
  ['Diode_THT:D_DO-15_P12.70mm_Horizontal', '1N5408', 'D1', null],
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

  it('reads the body sizes of a KiCad footprint name', () => {
    const height = (fp: string) => classifyPackage(fp, '', 'X1')!.heightMm;
    // Lying axial parts: the body diameter D; standing: the body length L and 1 mm of lead.
    expect(height('Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal')).toBe(2.5);
    expect(height('Capacitor_THT:CP_Axial_L18.0mm_D6.5mm_P25.00mm_Horizontal')).toBe(6.5);
    expect(height('Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P2.54mm_Vertical')).toBe(7.3);
    // A disc stands on its leads: 5.1 mm diameter + 3 mm.
    expect(height('Capacitor_THT:C_Disc_D5.1mm_W3.2mm_P5.00mm')).toBe(8.1);
    expect(height('Inductor_THT:L_Radial_D7.8mm_P5.00mm_Fastron_07HCP')).toBe(12.5);
    expect(height('Capacitor_THT:C_Rect_L7.2mm_W3.0mm_P5.00mm_H12.5mm')).toBe(12.5);
    expect(height('Valve:Valve_ECC-83-1')).toBe(60);
    expect(height('Crystal:Crystal_HC18-U_Horizontal')).toBe(5);
  });
});
