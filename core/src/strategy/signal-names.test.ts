import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { readSignalName, signalTokens } from './signal-names';

type Expect = [family: string, role: string, group: string, reasonWord: string] | null;

/** Net names of the shared real boards, read with the project's importers. */
const REAL: [board: string, net: string, expected: Expect][] = [
  ['kicad/tomu-fpga.kicad_pcb', '/USB_P', ['usb', 'dp', 'USB', 'P']],
  ['kicad/tomu-fpga.kicad_pcb', '/USB_N', ['usb', 'dm', 'USB', 'N']],
  ['kicad/tomu-fpga.kicad_pcb', '/ICE_USBP', ['usb', 'dp', 'ICE', 'USBP']],
  ['kicad/tomu-fpga.kicad_pcb', '/SPI_MOSI', ['spi', 'mosi', 'SPI', 'MOSI']],
  ['kicad/tomu-fpga.kicad_pcb', '/SPI_CLK', ['spi', 'sck', 'SPI', 'CLK']],
  ['kicad/tomu-fpga.kicad_pcb', '/SPI_CS', ['spi', 'cs', 'SPI', 'CS']],
  ['kicad/tomu-fpga.kicad_pcb', '/SPI_IO2', ['spi', 'io', 'SPI', 'IO2']],
  ['kicad/tomu-fpga.kicad_pcb', '/CDONE', ['fpga-config', 'done', '', 'CDONE']],
  ['kicad/tomu-fpga.kicad_pcb', '/CRESET', ['fpga-config', 'reset', '', 'CRESET']],
  ['kicad/tomu-fpga.kicad_pcb', '/OSC_IN', ['clock', 'clock', '', 'OSC']],
  ['kicad/tomu-fpga.kicad_pcb', '/LED_R', null],
  ['kicad/tomu-fpga.kicad_pcb', '/TOUCH_1', null],
  ['kicad/Duet2.kicad_pcb', 'PB7/TCK', ['jtag', 'tck', '', 'TCK']],
  ['kicad/Duet2.kicad_pcb', 'PB4/TDI', ['jtag', 'tdi', '', 'TDI']],
  ['kicad/Duet2.kicad_pcb', 'DDP', ['usb', 'dp', '', 'DDP']],
  ['kicad/Duet2.kicad_pcb', 'DDM', ['usb', 'dm', '', 'DDM']],
  ['kicad/Duet2.kicad_pcb', 'TWD0', ['i2c', 'sda', '#0', 'TWD0']],
  ['kicad/Duet2.kicad_pcb', 'TWCK0', ['i2c', 'scl', '#0', 'TWCK0']],
  ['kicad/Duet2.kicad_pcb', 'SPI0_CS1', ['spi', 'cs', 'SPI0', 'CS1']],
  ['kicad/Duet2.kicad_pcb', 'SPI1_SCK_BUFF_EXP', ['spi', 'sck', 'SPI1', 'SCK']],
  ['kicad/Duet2.kicad_pcb', 'NPCS0_CONN', ['spi', 'cs', '', 'NPCS0']],
  ['kicad/Duet2.kicad_pcb', 'SPCK', ['spi', 'sck', '', 'SPCK']],
  ['kicad/Duet2.kicad_pcb', 'MOSI_ESP', ['spi', 'mosi', 'ESP', 'MOSI']],
  ['kicad/Duet2.kicad_pcb', 'UTXD1_CONN', ['uart', 'tx', '#1', 'UTXD1']],
  ['kicad/Duet2.kicad_pcb', 'URXD0', ['uart', 'rx', '#0', 'URXD0']],
  ['kicad/Duet2.kicad_pcb', 'ERASE', ['boot', 'erase', '', 'ERASE']],
  ['kicad/Duet2.kicad_pcb', 'RESET', ['reset', 'reset', '', 'RESET']],
  ['kicad/Duet2.kicad_pcb', 'ESP_EN', ['reset', 'reset', 'ESP', 'EN']],
  ['kicad/Duet2.kicad_pcb', 'ESP_RST', ['reset', 'reset', 'ESP', 'RST']],
  ['kicad/Duet2.kicad_pcb', 'E0_STEP', null],
  ['kicad/Duet2.kicad_pcb', 'LCD_RS', null],
  ['kicad/Duet2.kicad_pcb', 'MCCK', null],
  ['kicad/pic_programmer.kicad_pcb', '/VPP{slash}MCLR', ['icsp', 'mclr', 'VPP', 'MCLR']],
  ['kicad/pic_programmer.kicad_pcb', '/CLOCK-RB6', ['icsp', 'pgc', 'CLOCK', 'RB6']],
  ['kicad/pic_programmer.kicad_pcb', '/DATA-RB7', ['icsp', 'pgd', 'DATA', 'RB7']],
  ['kicad/pic_programmer.kicad_pcb', '/PC-CLOCK-OUT', null],
  ['kicad/interf_u.kicad_pcb', '/DONE', ['fpga-config', 'done', '', 'DONE']],
  ['kicad/interf_u.kicad_pcb', '/PROG-', ['fpga-config', 'reset', '', 'PROG-']],
  ['kicad/interf_u.kicad_pcb', '/8MH-OUT', ['clock', 'clock', '', '8MH']],
  ['kicad/interf_u.kicad_pcb', '/PC-RST', ['reset', 'reset', 'PC', 'RST']],
  ['kicad/interf_u.kicad_pcb', '/INIT-', null],
  ['kicad/HexadecipadV2.kicad_pcb', 'SDA MCP', ['i2c', 'sda', 'MCP', 'SDA']],
  // SCK beside an SDA of the same group is I²C's clock; the name alone reads as SPI (signals.ts regroups it).
  ['kicad/HexadecipadV2.kicad_pcb', 'SCK MCP', ['spi', 'sck', 'MCP', 'SCK']],
  ['kicad/HexadecipadV2.kicad_pcb', 'unconnected-(U1-GPIO0{slash}TX-Pad7)_1', null],
  ['ipc356/HeadPower.ipc', 'SDAX', ['i2c', 'sda', '#X', 'SDAX']],
  ['ipc356/HeadPower.ipc', 'SCLX', ['i2c', 'scl', '#X', 'SCLX']],
  ['ipc356/HeadPower.ipc', 'A LIM', null],
  ['ipc356/eagle-pcb-tools.ipc', 'DMX+', ['rs485', '+', '', 'DMX+']],
  ['ipc356/eagle-pcb-tools.ipc', 'PIC_PGC', ['icsp', 'pgc', 'PIC', 'PGC']],
  ['ipc356/eagle-pcb-tools.ipc', 'PIC_MCLR', ['icsp', 'mclr', 'PIC', 'MCLR']],
  ['ipc356/eagle-pcb-tools.ipc', 'PIC_RX', ['uart', 'rx', 'PIC', 'RX']],
  ['ipc2581/testcase9-revc-full.xml', 'CLK1', ['clock', 'clock', '', 'CLK1']],
  ['ipc2581/testcase9-revc-full.xml', 'PRESET1', null],
  ['ipc2581/testcase3-revc-test.xml', 'MRESET', ['reset', 'reset', '', 'MRESET']],
  ['ipc2581/testcase3-revc-test.xml', 'CLOCK', ['clock', 'clock', '', 'CLOCK']],
  ['odbpp/Switch_Board_ODB.zip', 'DISPLAY_RXD2_P301', ['uart', 'rx', 'DISPLAY#2', 'RXD2']],
  ['odbpp/Switch_Board_ODB.zip', 'PA0_BTN1', null],
];

/** Names written from datasheets and common conventions. */
const WRITTEN: [net: string, expected: Expect][] = [
  ['SWDIO', ['swd', 'swdio', '', 'SWDIO']],
  ['SWCLK', ['swd', 'swclk', '', 'SWCLK']],
  ['SWD_IO', ['swd', 'swio', 'SWD', 'IO']],
  ['JTAG_TMS', ['jtag', 'tms', 'JTAG', 'TMS']],
  ['nTRST', ['jtag', 'trst', '', 'NTRST']],
  ['UPDI', ['updi', 'updi', '', 'UPDI']],
  ['ISP_MISO', ['isp', 'miso', 'ISP', 'MISO']],
  ['ICSPDAT', ['icsp', 'pgd', '', 'ICSPDAT']],
  ['CRESET_B', ['fpga-config', 'reset', 'B', 'CRESET']],
  ['PROGRAM_B', ['fpga-config', 'reset', 'B', 'PROGRAM']],
  ['nCONFIG', ['fpga-config', 'nconfig', '', 'NCONFIG']],
  ['BOOT0', ['boot', 'boot0', '', 'BOOT0']],
  ['NRST', ['reset', 'reset', '', 'NRST']],
  ['USB_D+', ['usb', 'dp', 'USB', 'D+']],
  ['USB_D-', ['usb', 'dm', 'USB', 'D-']],
  ['USB1_DP', ['usb', 'dp', 'USB1', 'DP']],
  ['I2C1_SDA', ['i2c', 'sda', 'I2C1', 'SDA']],
  ['I2C_SCL', ['i2c', 'scl', 'I2C', 'SCL']],
  ['SPI2_NSS', ['spi', 'cs', 'SPI2', 'NSS']],
  ['SCLK', ['spi', 'sck', '', 'SCLK']],
  ['UART2_TX', ['uart', 'tx', 'UART2', 'TX']],
  ['CANH', ['can', 'canh', '', 'CANH']],
  ['CAN_L', ['can', 'l', 'CAN', 'L']],
  ['RS485_A', ['rs485', 'a', 'RS485', 'A']],
  ['485_B', ['rs485', 'b', '', 'B']],
  ['ETH_TX+', ['ethernet', 'tx+', 'ETH', 'TX+']],
  ['TD-', ['ethernet', 'td-', '', 'TD-']],
  ['RMII_TXD0', ['ethernet', 'txd0', 'RMII', 'TXD0']],
  ['MDIO', ['ethernet', 'mdio', '', 'MDIO']],
  ['XTAL1', ['clock', 'clock', '', 'XTAL1']],
  ['MCLK', ['clock', 'clock', '', 'MCLK']],
  ['32K768', ['clock', 'clock', '', '32K768']],
  ['LED_STATUS', null],
  ['CE', null],
  ['ENC_A', null],
];

function check(net: string, expected: Expect) {
  const role = readSignalName(net);
  if (expected === null) {
    expect(role).toBeNull();
    return;
  }
  const [family, r, group, word] = expected;
  expect(role).toMatchObject({ family, role: r, group });
  expect(role?.reason).toContain(`by the word ${word} in`);
}

describe('readSignalName on real boards', () => {
  it.each(REAL)('%s: %s', (board, net, expected) => {
    expect(realBoard(board).nets.map((n) => n.name)).toContain(net);
    check(net, expected);
  });
});

describe('readSignalName on names from datasheets and conventions', () => {
  it.each(WRITTEN)('%s', (net, expected) => check(net, expected));
});

describe('signalTokens', () => {
  it('keeps a trailing + or − on its word and splits inner hyphens', () => {
    expect(signalTokens('USB_D-')).toEqual(['USB', 'D-']);
    expect(signalTokens('DMX+')).toEqual(['DMX+']);
    expect(signalTokens('PC-DATA-IN')).toEqual(['PC', 'DATA', 'IN']);
    expect(signalTokens('PB4/TDI')).toEqual(['PB4', 'TDI']);
  });
});
