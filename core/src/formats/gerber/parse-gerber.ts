import { CappedSink } from '../shared/capped-sink';
import { runExtended } from './extended-commands';
import { createState, type GraphicsState } from './graphics-state';
import { runWord } from './operations';
import { closeStepRepeat } from './step-repeat';
import { scanGerber } from './tokenize';
import type { GerberImage } from './types';
import { emptyWord, scanWord } from './words';
import { GerberCode } from './codes';

/**
 * Reads one Gerber file (RS-274X or X2, spec revision 2023.08 plus the deprecated commands still
 * found in the wild) into flashes, draws and regions in mm, in the file's own frame (+Y up), with
 * their X2 attributes. Never throws: every problem is a diagnostic naming the file and line.
 */
export function parseGerber(text: string, file: string): GerberImage {
  const sink = new CappedSink<GerberCode>(file);
  const st = createState(file, sink);
  let lastLine = 1;
  let afterEnd = false;
  const word = emptyWord();
  st.image.commandCount = scanGerber(text, sink, (cmd) => {
    lastLine = cmd.line;
    if (st.ended) {
      if (!afterEnd) sink.warn(GerberCode.afterEnd, 'content after M02 is ignored', { line: cmd.line });
      afterEnd = true;
      return;
    }
    if (cmd.extended) runExtended(st, cmd.blocks);
    else {
      const block = cmd.blocks[0]!;
      runWord(st, scanWord(block.text, word), block.text, block.line);
    }
  });
  finish(st, lastLine);
  st.image.diagnostics = sink.finish();
  return st.image;
}

function finish(st: GraphicsState, lastLine: number): void {
  closeStepRepeat(st);
  if (st.region) {
    st.sink.warn(GerberCode.regionUnclosed, 'region (G36) never closed with G37; dropped', {
      line: st.region.line,
    });
    st.region = null;
  }
  if (!st.ended && st.image.commandCount > 0) {
    st.sink.warn(GerberCode.endMissing, 'file does not end with M02 (truncated?)', { line: lastLine });
  }
}
