import { colombiaDestinations } from './destinations/colombia';
import { costaRicaDestinations } from './destinations/costa-rica';
import { dominicanRepublicDestinations } from './destinations/dominican-republic';
import { elSalvadorDestinations } from './destinations/el-salvador';
import { guatemalaDestinations } from './destinations/guatemala';
import { panamaDestinations } from './destinations/panama';
import { puertoRicoDestinations } from './destinations/puerto-rico';
import type { SeedDestination } from './types';

/** All destinations, grouped by country in the same order as `countries`. */
export const destinations: SeedDestination[] = [
  ...panamaDestinations,
  ...colombiaDestinations,
  ...dominicanRepublicDestinations,
  ...guatemalaDestinations,
  ...costaRicaDestinations,
  ...puertoRicoDestinations,
  ...elSalvadorDestinations,
];
