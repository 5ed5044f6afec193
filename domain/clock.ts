/** The current instant, injected so tests control time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
