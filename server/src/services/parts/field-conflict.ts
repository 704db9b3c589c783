import { Conflict } from '../errors';

/** A 409 that names the form field at fault (the parts routes answer it with `fields`). */
export class FieldConflict extends Conflict {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}
