/**
 * The company's addresses outside this site, linked from the footer (docs/product.md § Header and footer).
 * They are configuration, in one place: the company's own sites use its `rumbo.example` domain like the
 * contact e-mails; the social profiles and store listings are its accounts on those platforms and must match
 * them at launch.
 */
export const EXTERNAL_LINKS = {
  blog: 'https://blog.rumbo.example',
  /** The airport-transfer partner's page (Welcome Pickups). */
  airportTransfers: 'https://www.welcomepickups.com/',
  /** docs/product.md § Header and footer names one mobile-app link. */
  appStore: 'https://play.google.com/store/apps/details?id=example.rumbo.app',
  instagram: 'https://www.instagram.com/rumbo.viajes',
  facebook: 'https://www.facebook.com/rumbo.viajes',
  youtube: 'https://www.youtube.com/@rumbo.viajes',
} as const;
