import { Mark, Text } from '@mantine/core';
import type { SnippetPart } from '@studio/api';

/** A search snippet with the words the query found marked (parts from the server, never HTML). */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {parts.map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <Mark key={i} color="secondary">
            {part.text}
          </Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
