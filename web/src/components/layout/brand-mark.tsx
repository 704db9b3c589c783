/** Studio's mark: a bed of nails (gold probes, a light-blue centre) on dark blue. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const probes = [
    [9, 9],
    [16, 9],
    [23, 9],
    [9, 16],
    [23, 16],
    [9, 23],
    [16, 23],
    [23, 23],
  ] as const;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="var(--mantine-color-primary-9)" />
      {probes.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill="var(--mantine-color-secondary-5)" />
      ))}
      <circle cx="16" cy="16" r="3" fill="var(--mantine-color-accent-4)" />
    </svg>
  );
}
