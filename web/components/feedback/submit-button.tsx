'use client';
// A form's submit button that says its form is on its way (joining a game, leaving one): its words
// change at once and it is disabled meanwhile, so a second press cannot send the form twice.
import { useFormStatus } from 'react-dom';
import type { ReactNode } from 'react';

export function SubmitButton({
  children,
  className,
  busyLabel,
}: {
  children: ReactNode;
  className?: string;
  busyLabel: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
