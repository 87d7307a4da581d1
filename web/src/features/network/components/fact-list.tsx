import type { ReactNode } from 'react';

/** A two-column label/value list (a real <dl>, so screen readers pair each label with its value). */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: '6px 12px',
        margin: 0,
        alignItems: 'center',
      }}
    >
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt style={{ color: 'rgba(0,0,0,0.65)' }}>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{children}</dd>
    </>
  );
}
