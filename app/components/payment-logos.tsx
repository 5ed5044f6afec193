import { useId } from 'react';

/*
 * The accepted payment methods (docs/product.md § Audience: Visa and Mastercard cards, PayPal) as small
 * card-shaped badges, drawn inline so nothing loads from elsewhere. The fills are the brands' own colours:
 * artwork, not theme tokens. Each badge is one image named for screen readers.
 */

const frame = 'h-8 w-12 rounded-md border border-line bg-surface';

export function VisaLogo() {
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="Visa" className={frame}>
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="0.5"
        fill="#1434cb"
      >
        VISA
      </text>
    </svg>
  );
}

export function MastercardLogo() {
  const clip = useId();
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="Mastercard" className={frame}>
      <defs>
        <clipPath id={clip}>
          <circle cx="19.5" cy="16" r="9" />
        </clipPath>
      </defs>
      <circle cx="19.5" cy="16" r="9" fill="#eb001b" />
      <circle cx="28.5" cy="16" r="9" fill="#f79e1b" />
      <circle cx="28.5" cy="16" r="9" fill="#ff5f00" clipPath={`url(#${clip})`} />
    </svg>
  );
}

export function PaypalLogo() {
  return (
    <svg viewBox="0 0 48 32" role="img" aria-label="PayPal" className={frame}>
      <text x="24" y="20" textAnchor="middle" fontSize="11.5" fontStyle="italic" fontWeight="800">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}
