import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A number as typed: '' is "no value" (null), anything else must be a finite number. */
export function parseNumber(text: string): { value: number | null } | { error: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return { value: null };
  const n = Number(t);
  return Number.isFinite(n) ? { value: n } : { error: 'Not a number' };
}

/**
 * A number field that keeps what is being typed ("3.", "-") while committing every value that
 * parses, so the draft follows the keyboard and a half-typed number is not rewritten under it.
 */
export function NumberField({
  label,
  value,
  unit,
  onChange,
  readOnly,
  w = 96,
}: {
  label: string;
  value: number | null;
  unit: string;
  onChange(value: number | null): void;
  readOnly?: boolean;
  w?: number;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText((current) => {
      const parsed = parseNumber(current);
      return 'value' in parsed && parsed.value === value ? current : value === null ? '' : String(value);
    });
  }, [value]);
  const parsed = parseNumber(text);
  return (
    <TextInput
      aria-label={label}
      size="xs"
      w={w}
      inputMode="decimal"
      value={text}
      readOnly={readOnly}
      rightSection={unit ? <span style={{ fontSize: 11, opacity: 0.7 }}>{unit}</span> : undefined}
      error={'error' in parsed ? parsed.error : undefined}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const p = parseNumber(next);
        if ('value' in p) onChange(p.value);
      }}
    />
  );
}
