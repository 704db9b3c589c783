/**
 * Integrated circuits recognised by part number: voltage regulators (linear, LDO, switching,
 * references) and the common IC families by their makers' prefixes. Used to keep a part number from
 * being read as a passive by its reference letters: `VR1 = LT1129` is a regulator (VR is also the
 * variable-resistor prefix), `R5 = LM358` is a mis-lettered IC, not a resistor.
 */

export interface IcFamily {
  kind: 'regulator' | 'ic';
  what: string;
}

interface Row extends IcFamily {
  pattern: RegExp;
}

// Anchored at the start; alternations of literals only (linear time on any input).
const ROWS: Row[] = [
  {
    pattern:
      /^(?:(?:L?M|UA|MC|KA|L|NJM|AN)?7[89](?:L|M|S)?\d{2}(?![0-9])|LM3[13]7|LM1117|LM108[456]|LM29[34]\d|LM2937|LM2940|(?:AMS|LD|NCP|AZ|LDL|TLV|SPX|LT)1117|LT10(?:8[456])|LT11(?:17|21|29|85)|LT15(?:21|29)|LT17(?:6[1-4]|90)|LT19(?:6[3-5])|LT30(?:2[01]|80|45)|LP29(?:5[01]|8[15]|92)|LP38\d{2}|LP5907|LP2985|MCP17(?:0[0-3]|2[05]|55)|MCP18(?:0[0-4]|2[4-7])|AP21(?:12|14|27)|AP22\d{2}|AP73\d{2}|AP7[0-9]{3}|XC62\d{2}|RT90\d{2}|RT91\d{2}|ME62\d{2}|HT7[0-9]{3}|TLV7[0-9]{2}|TLV1117|TPS7[0-9A-Z]|MIC5[0-9]{3}|MIC29\d{3}|ADP1[0-9]{2}|ADP3[0-9]{3}|NCP[0-9]{3,4}|TAR5|LM25\d{2}|LM26\d{2}|LM257[56]|LM2596|MP1\d{3}|MP2\d{3}|TPS5\d|TPS6\d|LMR\d|AP30\d{2}|MT3608|XL\d{4}|LT13(?:7\d)|LTC3\d{3}|LT3\d{3}|LT8\d{3}|MAX17\d|MAX16\d{3}|RT80\d{2}|SY80\d{2}|TLV62\d|MCP16\d{3}|A440\d|AOZ\d|TL431|TL432|LM4040|LM4041|LM385|REF\d{2}|ADR\d{3}|LM317|LM337|ICL7660|MAX1044|LT1054|MAX660)/,
    kind: 'regulator',
    what: 'voltage regulator or reference',
  },
  {
    pattern:
      /^(?:SN)?74(?:[A-Z]{0,4})\d{2,4}|^(?:CD|HEF|MC1)4[05]\d{2}|^(?:AT(?:MEGA|TINY|XMEGA|SAM|91|89|24|25|45)|ATMEGA|ATTINY|STM32|STM8|GD32|PIC(?:1[0268]|24|32)|DSPIC|MSP430|ESP32|ESP8266|NRF5|RP2040|SAM[DELSV]|EFM32|LPC\d|MK\d{2}|CH3\d{2}|CH55\d|FT2\d{2}|FT23|CP21\d{2}|ICE40|ICE5|LCMXO|LFE5|XC[3-7][A-Z]|EP[1-4]C|5M\d|10M\d|W25Q|W25X|MX25|IS25|AT25|AT24|24(?:LC|AA|C)\d|25(?:LC|AA)\d|IS6[12]|CY7C|CY8C|AS6C)/,
    kind: 'ic',
    what: 'IC (logic, microcontroller, FPGA or memory)',
  },
  {
    pattern:
      /^(?:LM(?:3[0-9]{2}|[0-9]{4})|LMV\d|LT[C]?\d{3,4}|MAX\d{3,5}|ADM?\d{3,4}|ADS\d|ADC\d|DAC\d|AD[0-9]{3,4}|TL0[78][124]|TLC\d|TLV\d|TPS\d|TPD\d|TUSB|TXB|TXS|INA\d|OPA\d|OP[0-9]{2}|NE5[35]\d|NE555|SA5\d{2}|UA7[0-9]{2}|MCP\d{3,4}|PCA\d|PCF\d|DS\d{4}|DS1\d{3}|MIC\d{3,4}|UC[23]8\d{2}|IR2\d{3}|L29[0-9]|L6\d{3}|DRV\d|A49\d{2}|TMC\d|ULN2\d{3}|SI\d{4}|HX\d{3}|CS\d{4}|WM\d{4}|PCM\d{4}|TDA\d|TEA\d|MAX232|ICL\d|LTC\d|74|SN\d|BQ\d|USB\d{4}|KSZ\d|LAN\d|DP83|W5\d{3}|ENC28|SX12|CC\d{4}|ADUM|ISO\d{4}|HCPL|6N13\d|PC817|LTV\d|EL817|TLP\d)/,
    kind: 'ic',
    what: 'IC by its maker’s prefix',
  },
];

/** A regulator or an IC by its part number (`LT1129`, `AMS1117-3.3`, `74HC125`, `ATmega328P`), or null. */
export function readIcFamily(partNumber: string): IcFamily | null {
  const pn = partNumber.toUpperCase();
  const row = ROWS.find((r) => r.pattern.test(pn));
  return row ? { kind: row.kind, what: row.what } : null;
}
