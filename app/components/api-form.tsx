import type { ReactNode } from 'react';

/**
 * The forms that talk to the API (sign-in steps, profile, supplier registration): the browser never posts
 * them, the domain schemas validate them (hence noValidate), and `onSubmit` runs only while nothing
 * `blocked`s it (the fields already say why).
 */
export function ApiForm({
  blocked = false,
  onSubmit,
  className = '',
  children,
}: {
  blocked?: boolean;
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={`flex flex-col gap-4 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSubmit();
      }}
    >
      {children}
    </form>
  );
}
