import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A small menu button for the header (account, language). Hand-made rather than antd's Popover or
 * Dropdown, which would pull the trigger/tooltip/form machinery into every visitor's first load.
 * Keyboard: Enter/Space opens and focuses the first item, arrows move, Escape closes back to the button.
 */
export function MenuPopup({
  label,
  labelButton = true,
  button,
  buttonClassName,
  children,
}: {
  label: string;
  /** false when the button's own content (visible text plus hidden words) already names it. */
  labelButton?: boolean;
  button: ReactNode;
  buttonClassName?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: MouseEvent | TouchEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % list.length : (at - 1 + list.length) % list.length;
    list[next]?.focus();
  };

  return (
    <div className="shell-popup" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-label={labelButton ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {open && (
        <div className="shell-popup__panel" role="menu" aria-label={label}>
          {children(() => close(true))}
        </div>
      )}
    </div>
  );
}
