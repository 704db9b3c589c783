import { detectFormat, type FileFormat } from '@studio/core';
import { useEffect, useRef, useState } from 'react';
import { SNIFF_BYTES } from './file-kinds';
import type { Picked } from './picked-files';

/**
 * What each chosen file looks like, read from its first 64 KiB with the same detector the server
 * uses, so that the engineer sees before uploading that "board.txt" is a drill file and that a
 * STEP model will only be stored.
 */
export function useDetectedFormats(picked: readonly Picked[]): Record<string, FileFormat> {
  const [formats, setFormats] = useState<Record<string, FileFormat>>({});
  const started = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    for (const p of picked) {
      if (started.current.has(p.key)) continue;
      started.current.add(p.key);
      void sniff(p).then((format) => {
        if (mounted.current) setFormats((current) => ({ ...current, [p.key]: format }));
      });
    }
  }, [picked]);
  return formats;
}

async function sniff(p: Picked): Promise<FileFormat> {
  try {
    const head = new Uint8Array(await p.file.slice(0, SNIFF_BYTES).arrayBuffer());
    return detectFormat(p.name, head).format;
  } catch {
    return 'unknown';
  }
}
