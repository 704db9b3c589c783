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
  /**
   * False for text a model wrote from untrusted sources (chat): an image would be fetched as soon as
   * it is shown, and its address could carry data out; its description is shown instead.
   */
  images?: boolean;
}

const withoutImages: Components = {
  ...components,
  img: ({ alt }: ComponentProps<'img'> & { node?: unknown }) => (
    <span>{alt ? `[image: ${alt}]` : '[image]'}</span>
  ),
};

/** Renders untrusted Markdown (documents, strategies, chat) safely, in the app's typography. */
export function RichText({ children, rehypePlugins = [], images = true }: RichTextProps) {
  return (
    <Typography data-testid="rich-text">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[...rehypePlugins, [rehypeSanitize, schema]]}
        components={images ? components : withoutImages}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
