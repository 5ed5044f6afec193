import type {
  SeedAddOn,
  SeedCategory,
  SeedCompany,
  SeedCountry,
  SeedDestination,
  SeedDetail,
  SeedHighlight,
  SeedLanguage,
  SeedReviewComment,
} from './data/types';

/** Everything the generator needs, gathered from ./data (see content-default.ts). */
export interface SeedContent {
  countries: SeedCountry[];
  destinations: SeedDestination[];
  categories: SeedCategory[];
  highlights: SeedHighlight[];
  details: SeedDetail[];
  addOns: SeedAddOn[];
  languages: SeedLanguage[];
  companies: SeedCompany[];
  firstNames: string[];
  lastNames: string[];
  reviewComments: SeedReviewComment[];
}
