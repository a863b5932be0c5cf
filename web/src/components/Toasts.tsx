import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Slide from '@mui/material/Slide';
import { t } from '../i18n';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export const DEFAULT_TOAST_DURATION_MS = 4000;

interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

export interface ToastApi {
  show(message: string, type?: ToastType, duration?: number): void;
  success(message: string, duration?: number): void;
  error(message: string, duration?: number): void;
  warning(message: string, duration?: number): void;
  info(message: string, duration?: number): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = window.setTimeout(() => onClose(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);

  return (
    <Slide direction="left" in mountOnEnter appear>
      <Alert
        severity={toast.type}
        // The region around it is the live region that speaks; the toast itself only shows.
        role="presentation"
        variant="filled"
        onClose={() => onClose(toast.id)}
        slotProps={{ closeButton: { 'aria-label': t.toast.close, title: t.toast.close } }}
        sx={{ boxShadow: 6, minWidth: 280, maxWidth: 420, alignItems: 'center' }}
        data-toast-type={toast.type}
      >
        {toast.message}
      </Alert>
    </Slide>
  );
}

const REGION_LAYOUT = { display: 'flex', flexDirection: 'column', gap: 1 } as const;

/**
 * Where the toasts live: inside the topmost open modal (a dialog, a drawer) while there is one,
 * since a modal hides everything outside it from screen readers (aria-hidden on its siblings);
 * at the end of the page otherwise.
 */
function useOpenModal(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => {
      const modals = Array.from(document.body.children).filter(
        (element): element is HTMLElement => element instanceof HTMLElement && element.classList.contains('MuiModal-root') && !element.classList.contains('MuiModal-hidden'),
      );
      const top = modals.at(-1) ?? null;
      // Inside a dialog's container the toasts stay within its focus trap.
      setContainer(top ? (top.querySelector<HTMLElement>(':scope > .MuiDialog-container') ?? top) : null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
  return container;
}

/** Small notifications in the corner: success, error, warning or info, 4000 ms by default. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: string, type: ToastType = 'info', duration = DEFAULT_TOAST_DURATION_MS) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-4), { id, message, type, duration }]);
    };
    return {
      show,
      success: (message, duration) => show(message, 'success', duration),
      error: (message, duration) => show(message, 'error', duration),
      warning: (message, duration) => show(message, 'warning', duration),
      info: (message, duration) => show(message, 'info', duration),
      dismiss,
    };
  }, [dismiss]);

  const openModal = useOpenModal();
  const renderToasts = (list: Toast[]) => list.map((toast) => <ToastItem key={toast.id} toast={toast} onClose={dismiss} />);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal container={openModal}>
        <Box
          data-toast-stack
          sx={{
            position: 'fixed',
            top: 16,
            right: 16,
            zIndex: (theme) => theme.zIndex.snackbar,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            pointerEvents: toasts.length ? 'auto' : 'none',
          }}
        >
          {/* Both regions are there before anything is said, so screen readers announce what appears in them. */}
          <Box role="alert" aria-live="assertive" data-toast-region="assertive" sx={REGION_LAYOUT}>
            {renderToasts(errors)}
          </Box>
          <Box role="status" aria-live="polite" data-toast-region="polite" sx={REGION_LAYOUT}>
            {renderToasts(others)}
          </Box>
        </Box>
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error(t.errors.useToastOutsideProvider);
  return api;
}
