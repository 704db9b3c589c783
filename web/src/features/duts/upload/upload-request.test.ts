import { DEFAULT_MAX_FILE_BYTES } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { describeUploadFailure, type PickedFile, uploadFailureMessage, uploadName } from './upload-request';

/** Only name, size and path are read: a plain object stands in for a (possibly huge) File. */
const file = (name: string, size: number, path?: string): PickedFile =>
  ({ name, size, path }) as unknown as PickedFile;

describe('uploadName', () => {
  it('keeps the folder path of a dropped folder, and the plain name otherwise', () => {
    expect(uploadName(file('F_Cu.gbr', 1, './gerber/F_Cu.gbr'))).toBe('gerber/F_Cu.gbr');
    expect(uploadName(file('F_Cu.gbr', 1, '/gerber/F_Cu.gbr'))).toBe('gerber/F_Cu.gbr');
    expect(uploadName(file('board.kicad_pcb', 1, './board.kicad_pcb'))).toBe('board.kicad_pcb');
    expect(uploadName(file('board.kicad_pcb', 1))).toBe('board.kicad_pcb');
  });
});

describe('describeUploadFailure', () => {
  const files = [file('small.csv', 10), file('huge.zip', DEFAULT_MAX_FILE_BYTES + 1)];

  it("passes the server's own message on (it names the file and the limit)", () => {
    const body = {
      code: 'limit_exceeded',
      message: 'huge.zip is larger than the limit of 200 MB per file.',
      requestId: 'r',
    };
    const error = describeUploadFailure(413, body, files);
    expect([error.status, error.message]).toEqual([413, body.message]);
  });

  it('names the biggest file when a proxy refuses without a body', () => {
    expect(describeUploadFailure(413, null, files).message).toMatch(/^huge\.zip is too large/);
  });

  it('explains a connection cut during an oversized upload as the size limit', () => {
    const error = describeUploadFailure(0, null, files);
    expect(error.status).toBe(413);
    expect(error.message).toBe('huge.zip is larger than the limit of 200 MB per file.');
  });

  it('calls a cut connection of normal files a network problem', () => {
    expect(describeUploadFailure(0, null, [file('a.csv', 10)]).code).toBe('network');
  });
});

describe('uploadFailureMessage', () => {
  it('keeps the upload’s own words for refusals and cut connections', () => {
    const tooBig = new ApiError({
      status: 413,
      code: 'limit_exceeded',
      message: 'a.zip is larger than 1 MB.',
    });
    expect(uploadFailureMessage(tooBig)).toBe('a.zip is larger than 1 MB.');
    expect(uploadFailureMessage(new ApiError({ status: 0, code: 'network', message: 'Cut.' }))).toBe('Cut.');
  });

  it('uses the app’s wording for an expired session and outages', () => {
    expect(uploadFailureMessage(new ApiError({ status: 401, code: 'unauthorized', message: 'x' }))).toMatch(
      /session/,
    );
    expect(uploadFailureMessage(new ApiError({ status: 503, code: 'http_503', message: 'x' }))).toMatch(
      /unavailable/,
    );
  });
});
