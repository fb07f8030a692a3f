import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type Toast = {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before the toast dismisses itself; 0 keeps it until closed by hand. */
  duration: number;
};

export type ToastOptions = { duration?: number };

export const DEFAULT_TOAST_DURATION = 5000;
/** Older toasts make way so a burst of messages cannot cover the page. */
const MAX_VISIBLE_TOASTS = 5;

type ToastState = {
  toasts: Toast[];
  show: (type: ToastType, title: string, message?: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
  /** Stops the clock while the user hovers or focuses a toast, so it cannot vanish mid-read. */
  pause: (id: string) => void;
  resume: (id: string) => void;
  clear: () => void;
};

type Timer = { handle: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number };
const timers = new Map<string, Timer>();
let sequence = 0;

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => {
  function startTimer(id: string, remaining: number): void {
    if (!(remaining > 0) || !Number.isFinite(remaining)) return;
    const handle = setTimeout(() => get().dismiss(id), remaining);
    timers.set(id, { handle, remaining, startedAt: Date.now() });
  }

  return {
    toasts: [],
    show: (type, title, message, options) => {
      sequence += 1;
      const id = `toast-${sequence}`;
      const duration = options?.duration ?? DEFAULT_TOAST_DURATION;
      const toast: Toast = { id, type, title, duration, ...(message ? { message } : {}) };
      const next = [...get().toasts, toast];
      const overflow = next.slice(0, Math.max(0, next.length - MAX_VISIBLE_TOASTS));
      overflow.forEach((old) => stopTimer(old.id));
      set({ toasts: next.slice(-MAX_VISIBLE_TOASTS) });
      startTimer(id, duration);
      return id;
    },
    dismiss: (id) => {
      stopTimer(id);
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
    },
    pause: (id) => {
      const timer = timers.get(id);
      if (!timer?.handle) return;
      clearTimeout(timer.handle);
      timers.set(id, {
        handle: null,
        remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)),
        startedAt: Date.now(),
      });
    },
    resume: (id) => {
      const timer = timers.get(id);
      if (!timer || timer.handle) return;
      startTimer(id, Math.max(timer.remaining, 1000));
    },
    clear: () => {
      [...timers.keys()].forEach(stopTimer);
      set({ toasts: [] });
    },
  };
});

function showToast(type: ToastType) {
  return (title: string, message?: string, options?: ToastOptions): string =>
    useToastStore.getState().show(type, title, message, options);
}

/** `toast.success('Saved', 'Your profile has been updated.')` from anywhere, inside React or not. */
export const toast = {
  success: showToast('success'),
  error: showToast('error'),
  warning: showToast('warning'),
  info: showToast('info'),
  dismiss: (id: string) => useToastStore.getState().dismiss(id),
};
