import type { ReactNode } from 'react';

/** A small visible caption above a control; controls carry their own aria-label too. */
export function Field({
  label,
  children,
  grow,
}: {
  label: string;
  children: ReactNode;
  grow?: boolean;
}) {
  return (
    <div className={grow ? 'cmp-field cmp-field-grow' : 'cmp-field'}>
      <span className="cmp-field-label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
