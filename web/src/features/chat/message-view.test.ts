import { describe, expect, it } from 'vitest';
import { linkCitations } from './message-view';

const message = {
  id: 'm1',
  citations: [
    {
      n: 1,
      kind: 'record' as const,
      recordType: 'dut' as const,
      id: 'd',
      label: 'D',
      detail: '',
      href: '/dut/d',
    },
    {
      n: 2,
      kind: 'record' as const,
      recordType: 'dut' as const,
      id: 'e',
      label: 'E',
      detail: '',
      href: '/dut/e',
    },
  ],
};

describe('linkCitations', () => {
  it('links numbers that have a source, leaves others and real links alone', () => {
    expect(linkCitations('A [1], B [1, 2], C [7], D [x](/y)', message)).toBe(
      'A [[1]](#cite-m1-1), B [[1]](#cite-m1-1)[[2]](#cite-m1-2), C [7], D [x](/y)',
    );
  });
});
