import type { Units } from '@studio/api';
import { formatLength, formatSize } from '../viewer/units';

/**
 * Board figures in the user's units (PRODUCT.md §4: the model is in mm; the user reads mm or mil).
 * The viewer's unit helpers are reused so the list, the specs and the board view round alike.
 */
export function formatBoardSize(widthMm: number, heightMm: number, units: Units): string {
  return formatSize(widthMm, heightMm, units);
}

/** "1.60 mm" / "63.0 mil", or an em dash when the design did not say. */
export function formatOptionalLength(mm: number | null, units: Units): string {
  return mm === null ? '—' : formatLength(mm, units);
}

/** Thousands separated for big counts (a 100k-pad board reads "100,000"). */
export const formatCount = (n: number): string => n.toLocaleString('en-US');

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** "512 bytes", "1.5 MB": file sizes in the file list and the upload list (binary multiples). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${BYTE_UNITS[unit]}`;
}

/** "3 minutes ago" style for list timestamps; older than a week: the date. */
export function formatUpdated(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return then.toISOString().slice(0, 10);
}
