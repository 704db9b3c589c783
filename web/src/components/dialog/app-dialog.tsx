import { type MantineTransition, Modal, type ModalProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DIALOG_TRANSITION_MS } from '../../theme/theme';
import classes from './app-dialog.module.css';

/** PRODUCT.md §11: dialogs sit in the middle or against one edge of the screen. */
export const DIALOG_POSITIONS = ['standard', 'top', 'bottom', 'left', 'right'] as const;
export type DialogPosition = (typeof DIALOG_POSITIONS)[number];

/** How long the "you cannot dismiss me" shake lasts. */
export const SHAKE_MS = 300;

const TRANSITIONS: Record<DialogPosition, MantineTransition> = {
  standard: 'pop',
  top: 'slide-down',
  bottom: 'slide-up',
  left: 'slide-right',
  right: 'slide-left',
};

export interface AppDialogProps extends Omit<ModalProps, 'centered' | 'yOffset' | 'xOffset'> {
  /** A persistent dialog ignores outside clicks and Escape and shakes instead (it closes by its buttons). */
  persistent?: boolean;
  position?: DialogPosition;
}

/** Mantine's Modal with the app's dialog rules: 300 ms transition, positions, persistence. */
export function AppDialog({
  persistent = false,
  position = 'standard',
  onClose,
  withCloseButton,
  transitionProps,
  ...props
}: AppDialogProps) {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shake = () => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  };

  const edge = position === 'left' || position === 'right';
  return (
    <Modal
      {...props}
      // Mantine calls onClose for outside clicks and Escape; a persistent dialog answers with a shake.
      onClose={persistent ? shake : onClose}
      withCloseButton={withCloseButton ?? !persistent}
      // An explicit close button still closes a persistent dialog.
      closeButtonProps={{
        'aria-label': 'Close dialog',
        ...props.closeButtonProps,
        onClick: persistent ? onClose : undefined,
      }}
      centered={position === 'standard' || edge}
      yOffset={position === 'top' || position === 'bottom' ? 0 : undefined}
      transitionProps={{
        transition: TRANSITIONS[position],
        duration: DIALOG_TRANSITION_MS,
        ...transitionProps,
      }}
      classNames={{ content: classes.content, inner: classes.inner }}
      attributes={{
        content: { 'data-shaking': shaking ? 'true' : 'false', 'data-testid': 'dialog-content' },
        inner: { 'data-position': position },
      }}
    />
  );
}
