// A folded part of a settings panel: a button that says what it opens (aria-expanded, aria-controls)
// and the content below it once opened. Occasional forms (a trip, a password change) stay folded so a
// dashboard section fits a phone screen; the button keeps focus, so keyboard users lose nothing.
import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';

type DisclosureProps = {
  label: string;
  children: ReactNode;
  /** Opened at first (e.g. while an error inside must stay in view). */
  defaultOpen?: boolean;
  className?: string;
};

export function Disclosure({ label, children, defaultOpen = false, className = '' }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className={className}>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Button>
      <div id={contentId} hidden={!open} className="mt-4">
        {open ? children : null}
      </div>
    </div>
  );
}
