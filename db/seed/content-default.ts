import type { SeedContent } from './content';
import { addOns } from './data/add-ons';
import { categories } from './data/categories';
import { operatorCompanies } from './data/companies';
import { countries } from './data/countries';
import { destinations } from './data/destinations';
import { details } from './data/details';
import { highlights } from './data/highlights';
import { languages } from './data/languages';
import { firstNames, lastNames } from './data/people';
import { reviewComments } from './data/review-comments';

/** The demo catalogue's content: real places, bilingual texts, operators and reviews. */
export const defaultContent: SeedContent = {
  countries,
  destinations,
  categories,
  highlights,
  details,
  addOns,
  languages,
  companies: operatorCompanies,
  firstNames,
  lastNames,
  reviewComments,
};
