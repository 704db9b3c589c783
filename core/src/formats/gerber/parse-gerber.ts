import { CappedSink } from './capped-sink';
import { runExtended } from './extended-commands';
import { createState, type GraphicsState } from './graphics-state';
import { runWord } from './operations';
import { closeStepRepeat } from './step-repeat';
import { tokenizeGerber } from './tokenize';
import type { GerberImage } from './types';
import { scanWord } from './words';

/**
 * Reads one Gerber file (RS-274X or X2, spec revision 2023.08 plus the deprecated commands still
 * found in the wild) into flashes, draws and regions in mm, in the file's own frame (+Y up), with
 * their X2 attributes. Never throws: every problem is a diagnostic naming the file and line.
 */
export function parseGerber(text: string, file: string): GerberImage {
  const sink = new CappedSink(file);
  const commands = tokenizeGerber(text, sink);
  const st = createState(file, sink);
  st.image.commandCount = commands.length;
  for (const cmd of commands) {
    if (st.ended) {
      sink.warn('gerber.after-end', 'content after M02 is ignored', { line: cmd.line });
      break;
    }
    if (cmd.extended) runExtended(st, cmd.blocks);
    else {
      const block = cmd.blocks[0]!;
      runWord(st, scanWord(block.text), block.text, block.line);
    }
  }
  finish(st, commands.length > 0 ? commands[commands.length - 1]!.line : 1);
  st.image.diagnostics = sink.finish();
  return st.image;
}

function finish(st: GraphicsState, lastLine: number): void {
  closeStepRepeat(st);
  if (st.region) {
    st.sink.warn('gerber.region.unclosed', 'region (G36) never closed with G37; dropped', {
      line: st.region.line,
    });
    st.region = null;
  }
  if (!st.ended && st.image.commandCount > 0) {
    st.sink.warn('gerber.end.missing', 'file does not end with M02 (truncated?)', { line: lastLine });
  }
}
