import type { ReactNode } from 'react';

/** A part of an admin detail page: a section named by its own h2 (`id` names the heading). */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-h4 font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
