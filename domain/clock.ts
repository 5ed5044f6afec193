/** The current instant, injected so tests control time (ARCHITECTURE §3). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
