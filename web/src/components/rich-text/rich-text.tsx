import { Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * GitHub's sanitising schema: headings, paragraphs, lists, tables, code, images, links and quotes
 * pass; scripts, styles, iframes, event-handler attributes and `javascript:` URLs do not. Raw HTML in
 * the source is not even parsed (react-markdown ignores it without rehype-raw); the schema is the
 * second wall in case a plugin ever adds it.
 */
const schema = {
  ...defaultSchema,
  // GitHub prefixes ids with "user-content-"; keep that so headings cannot clobber app element ids.
  clobberPrefix: 'user-content-',
};

const isExternal = (href: string | undefined) => !!href && /^https?:\/\//i.test(href);

const components: Components = {
  a: ({ node: _node, href, children, ...rest }: ComponentProps<'a'> & { node?: unknown }) => (
    <a
      href={href}
      {...rest}
      {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {children}
    </a>
  ),
  img: ({ node: _node, alt, ...rest }: ComponentProps<'img'> & { node?: unknown }) => (
    <img alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%' }} {...rest} />
  ),
};

export interface RichTextProps {
  children: string;
  /**
   * Extra rehype plugins (e.g. one that parses embedded HTML for HTML documents). They run before
   * the sanitiser, which always runs last: whatever they add is cleaned like the rest.
   */
  rehypePlugins?: NonNullable<Options['rehypePlugins']>;
}

/** Renders untrusted Markdown (documents, strategies, chat) safely, in the app's typography. */
export function RichText({ children, rehypePlugins = [] }: RichTextProps) {
  return (
    <Typography data-testid="rich-text">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[...rehypePlugins, [rehypeSanitize, schema]]}
        components={components}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
