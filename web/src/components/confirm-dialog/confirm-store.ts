import { create } from 'zustand';

export type ConfirmVariant = 'danger' | 'warning' | 'info' | 'default';

export type ConfirmOptions = {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
};

type ConfirmState = {
  show: boolean;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  variant: ConfirmVariant;
  /** Settles the pending `confirm()` promise and closes the dialog. */
  settle: (answer: boolean) => void;
};

const CLOSED = {
  show: false,
  title: '',
  message: '',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  variant: 'default' as ConfirmVariant,
};

let pendingResolve: ((answer: boolean) => void) | null = null;

export const useConfirmStore = create<ConfirmState>()((set) => ({
  ...CLOSED,
  settle: (answer) => {
    const resolve = pendingResolve;
    pendingResolve = null;
    set({ show: false });
    resolve?.(answer);
  },
}));

/**
 * Asks the user a yes/no question in a modal dialog: `if (await confirm({ … })) …`.
 * Resolves true on confirm; false on cancel, Escape or a click on the backdrop.
 * A second call while a dialog is open answers the first one with false.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  pendingResolve?.(false);
  return new Promise<boolean>((resolve) => {
    pendingResolve = resolve;
    useConfirmStore.setState({
      show: true,
      title: options.title,
      message: options.message,
      confirmText: options.confirmText ?? CLOSED.confirmText,
      cancelText: options.cancelText ?? CLOSED.cancelText,
      variant: options.variant ?? CLOSED.variant,
    });
  });
}
