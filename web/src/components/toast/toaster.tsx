import { useToastStore, type Toast } from '@/components/toast/toast-store';

import './toast.css';

const ICONS: Record<Toast['type'], string> = {
  success: '✓',
  error: '!',
  warning: '!',
  info: 'i',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const pause = useToastStore((state) => state.pause);
  const resume = useToastStore((state) => state.resume);
  // Errors interrupt the screen reader; everything else waits its turn.
  const isError = toast.type === 'error';

  return (
    <div
      className={`toast toast--${toast.type}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => pause(toast.id)}
      onMouseLeave={() => resume(toast.id)}
      onFocus={() => pause(toast.id)}
      onBlur={() => resume(toast.id)}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Mounted once by the app provider; renders the toast stack at the top right. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);

  return (
    <section className="toaster" aria-label="Notifications">
      <div className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
