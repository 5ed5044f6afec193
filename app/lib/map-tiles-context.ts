import { createContext } from 'react';
import type { MapTilesConfig } from '../../common/map/map-tiles';

/**
 * The pickup map's street-level tile source (MAP_TILES_URL, README.md § Environment), from the root loader;
 * null (the default) keeps the offline country outline.
 */
export const MapTilesContext = createContext<MapTilesConfig | null>(null);
