import { ServiceError } from '../errors';

/** An upload over a size limit: 413 with the `limit_exceeded` code (the message names file and limit). */
export class UploadTooLarge extends ServiceError {
  readonly statusCode = 413;
  readonly code = 'limit_exceeded';
}

/** Sizes in messages: "200 MB", "1.5 GB", "512 bytes" (decimal-free where it reads better). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
