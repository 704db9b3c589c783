import { Button, Group, Notification } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import {
  type AppNotification,
  NOTIFICATION_POSITIONS,
  type NotificationStore,
  notifications as sharedStore,
  progressDurationMs,
} from './notification-store';
import classes from './notification-viewport.module.css';

function NotificationItem({ item, onClose }: { item: AppNotification; onClose(): void }) {
  const urgent = item.color === 'negative' || item.color === 'warning';
  return (
    <Notification
      className={classes.item}
      color={item.color}
      title={item.title}
      onClose={onClose}
      withBorder
      role={urgent ? 'alert' : 'status'}
      closeButtonProps={{ 'aria-label': 'Dismiss notification' }}
      data-testid="notification"
    >
      {item.message}
      {item.actions.length > 0 && (
        <Group gap="xs" mt="xs">
          {item.actions.map((action) => (
            <Button
              key={action.label}
              size="compact-sm"
              variant="light"
              color={item.color}
              onClick={() => {
                action.onClick();
                onClose();
              }}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
      {item.timeout > 0 && (
        <div
          className={classes.progress}
          data-testid="notification-progress"
          style={{
            animationDuration: `${progressDurationMs(item.timeout)}ms`,
            ['--progress-color' as string]: `var(--mantine-color-${item.color}-filled)`,
          }}
        />
      )}
    </Notification>
  );
}

/** Renders the notifications in their nine positions; mount once, near the root. */
export function NotificationViewport({ store = sharedStore }: { store?: NotificationStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => {
        const here = items.filter((n) => n.position === position);
        if (here.length === 0) return null;
        return (
          <div
            key={position}
            className={classes.stack}
            data-position={position}
            data-testid={`notifications-${position}`}
          >
            {here.map((item) => (
              <NotificationItem key={item.id} item={item} onClose={() => store.dismiss(item.id)} />
            ))}
          </div>
        );
      })}
    </>
  );
}
