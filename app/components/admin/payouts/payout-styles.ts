/** The payouts page's buttons and fields, as the other admin queues draw theirs. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 font-semibold text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed';

export const fieldClass = 'block min-h-11 rounded-card border border-line bg-surface px-3';
