import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import './Toast.css';

export type ToastVariant = 'success' | 'danger' | 'info';
export type ToastOptions = { link?: { to: string; label: string } };
export type ToastApi = { show(message: string, variant?: ToastVariant, options?: ToastOptions): void };

type ToastEntry = { id: number; message: string; variant: ToastVariant; link?: ToastOptions['link'] };

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of the page in one polite live region. The region is always in the DOM so
 * screen readers announce what gets added to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, variant = 'info', options) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, variant, link: options?.link }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.variant}`}>
            <p className="toast__message">
              {toast.message}
              {toast.link && (
                <>
                  {' '}
                  <Link to={toast.link.to} className="toast__link" onClick={() => dismiss(toast.id)}>
                    {toast.link.label}
                  </Link>
                </>
              )}
            </p>
            <button type="button" className="toast__close" aria-label="Chiudi notifica" onClick={() => dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast. Must be used below <ToastProvider> (AppLayout mounts it). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
