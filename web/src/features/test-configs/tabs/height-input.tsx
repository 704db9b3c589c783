import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fromMm, MM_PER_MIL, type Units } from '../../../viewer';

/** The largest override the contract accepts (mm). */
const MAX_HEIGHT_MM = 100;

/** A height override in the user's units, committed (in mm) on Enter or when the field loses focus. */
export function HeightInput({
  label,
  mm,
  units,
  disabled,
  onCommit,
}: {
  label: string;
  mm: number;
  units: Units;
  disabled: boolean;
  onCommit(mm: number): void;
}) {
  const shown = Number(fromMm(mm, units).toFixed(units === 'mm' ? 2 : 1));
  const [value, setValue] = useState<string | number>(shown);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(shown), [shown]);
  const commit = () => {
    const n = typeof value === 'number' ? value : Number.parseFloat(value);
    const inMm = units === 'mm' ? n : n * MM_PER_MIL;
    if (!Number.isFinite(inMm) || inMm < 0 || inMm > MAX_HEIGHT_MM) {
      setError(`0–${units === 'mm' ? '100 mm' : '3937 mil'}`);
      return;
    }
    setError(null);
    if (Number(inMm.toFixed(4)) !== Number(mm.toFixed(4))) onCommit(Number(inMm.toFixed(4)));
  };
  return (
    <NumberInput
      aria-label={label}
      size="xs"
      w={110}
      suffix={` ${units}`}
      decimalScale={units === 'mm' ? 2 : 1}
      min={0}
      hideControls
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      disabled={disabled}
      error={error}
    />
  );
}
