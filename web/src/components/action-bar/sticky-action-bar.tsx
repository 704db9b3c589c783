import { Group } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import classes from './sticky-action-bar.module.css';

/** The CSS variable the notification viewport lifts its bottom stacks by (notification-viewport.module.css). */
export const ACTION_BAR_HEIGHT_VAR = '--studio-action-bar-height';

/**
 * A page's primary buttons (Back / Next / Save draft…) in a bar that sticks to the bottom of the window
 * while the page scrolls. Its height is published on the root element, so that toasts rise above it
 * and never cover these buttons (issue 30 item 5). One bar per page.
 */
export function StickyActionBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(ACTION_BAR_HEIGHT_VAR, `${Math.ceil(el.offsetHeight)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(ACTION_BAR_HEIGHT_VAR);
    };
  }, []);
  return (
    <div ref={ref} className={classes.bar} data-testid="sticky-action-bar">
      <Group justify="space-between" gap="xs">
        {children}
      </Group>
    </div>
  );
}
